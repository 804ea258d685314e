import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Match, ReportReason } from "@ulfa/contracts";
import { MATCHES_POLL_MS } from "@ulfa/contracts/constants";
import { api } from "../../api/client";
import { unreadQueryKey } from "../unread/queries";

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

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => api.delete<{ message: string }>(`/api/matches/${matchId}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
    },
  });
}

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<{ message: string }>("/api/blocks", { userId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["discover"] });
    },
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (input: { userId: number; reason: ReportReason; details?: string }) => api.post<{ id: number; message: string }>("/api/reports", input),
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => api.post(`/api/matches/${matchId}/seen`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
  });
}
