import { useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "../../session/useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

export const unreadQueryKey = ["notifications", "unread"] as const;

/** GET /api/notifications/unread; kept fresh by realtime events (RealtimeProvider). */
export function useUnreadCounts() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }) => call(endpoints.notifications.unread, {}, { signal }),
    enabled: Boolean(user),
  });
}
