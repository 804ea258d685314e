import { useInfiniteQuery } from "@tanstack/react-query";
import type { ModerationQueueKind } from "@ulfa/contracts";
import { MODERATION_QUEUE_PAGE_DEFAULT } from "@ulfa/contracts/constants";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** The merged queue's key; every moderation action invalidates it (["moderation"] prefix). */
export const queueKey = (kind: ModerationQueueKind | null) => ["moderation", "queue", kind ?? "all"] as const;

/** GET /api/moderation/queue: reports, signals and selfies, strongest and newest first, a page at a time; `kind` null for all. */
export function useModerationQueue(kind: ModerationQueueKind | null) {
  return useInfiniteQuery({
    queryKey: queueKey(kind),
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }) => {
      const query = { offset: pageParam, limit: MODERATION_QUEUE_PAGE_DEFAULT, kind: kind ?? undefined };
      return call(endpoints.moderation.queue, { query }, { signal });
    },
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}
