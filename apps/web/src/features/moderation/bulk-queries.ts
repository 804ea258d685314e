import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkResult } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { analyticsKeys } from "../analytics";

/** The bulk calls of each list (POST /api/moderation/<list>/bulk), by the list's name here. */
const BULK = {
  report: endpoints.reports.bulk,
  signal: endpoints.trust.bulkSignals,
  verification: endpoints.verifications.bulk,
  approval: endpoints.trust.bulkApprove,
} as const;
export type BulkList = keyof typeof BULK;

/**
 * One action on several rows of a list: the server runs each through the single action and answers
 * what it did and skipped. Every moderation list is refetched after it (the ["moderation"] prefix),
 * and the analytics counts, which a held or approved member changes.
 */
export function useBulkAction(list: BulkList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: number[]; action: string }): Promise<BulkResult> =>
      // Each list is offered only its own actions (BulkBar), and the server refuses any other with a 400 naming `action`.
      call(BULK[list], { body: { ids, action } as never }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["moderation"] });
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
  });
}
