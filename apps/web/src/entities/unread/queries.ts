import { useQuery } from "@tanstack/react-query";
import type { UnreadCounts } from "@ulfa/contracts";
import { api } from "../../api/client";
import { useCurrentUser } from "../../session/useCurrentUser";

export const unreadQueryKey = ["notifications", "unread"] as const;

/** GET /api/notifications/unread; kept fresh by realtime events (RealtimeProvider). */
export function useUnreadCounts() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }) => api.get<UnreadCounts>("/api/notifications/unread", { signal }),
    enabled: Boolean(user),
  });
}
