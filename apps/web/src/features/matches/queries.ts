import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportReason } from "@ulfa/contracts";
import { api } from "../../api/client";
import { matchesQueryKey } from "../../entities/matches/queries";
import { unreadQueryKey } from "../../entities/unread/queries";
import { discoverKeys } from "../discover";

/** What a member does to a match: unmatch, block (the member also leaves the deck), report. */
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
      void queryClient.invalidateQueries({ queryKey: discoverKeys.all });
    },
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (input: { userId: number; reason: ReportReason; details?: string }) => api.post<{ id: number; message: string }>("/api/reports", input),
  });
}
