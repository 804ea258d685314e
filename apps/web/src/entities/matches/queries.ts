import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Match } from "@ulfa/contracts";
import { MATCHES_POLL_MS } from "@ulfa/contracts/constants";
import { api } from "../../api/client";
import { unreadQueryKey } from "../unread/queries";

/** The member's matches: the list several features show (matches, map, chat, calls, privacy). */
export const matchesQueryKey = ["matches"] as const;

/** GET /api/matches, polled every 30 s as a fallback to the realtime socket. */
export function useMatches() {
  return useQuery({
    queryKey: matchesQueryKey,
    queryFn: ({ signal }) => api.get<Match[]>("/api/matches", { signal }),
    refetchInterval: MATCHES_POLL_MS,
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => api.post(`/api/matches/${matchId}/seen`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
  });
}
