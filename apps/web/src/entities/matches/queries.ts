import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MATCHES_POLL_MS } from "@ulfa/contracts/constants";
import { unreadQueryKey } from "../unread/queries";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** The member's matches: the list several features show (matches, map, chat, calls, privacy). */
export const matchesQueryKey = ["matches"] as const;

/** GET /api/matches, polled every 30 s as a fallback to the realtime socket. */
export function useMatches() {
  return useQuery({
    queryKey: matchesQueryKey,
    queryFn: ({ signal }) => call(endpoints.matches.list, {}, { signal }),
    refetchInterval: MATCHES_POLL_MS,
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => call(endpoints.matches.markSeen, { params: { id: matchId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
  });
}
