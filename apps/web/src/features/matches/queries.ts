import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportReason } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { matchesQueryKey } from "../../entities/matches/queries";
import { unreadQueryKey } from "../../entities/unread/queries";
import { discoverKeys } from "../discover";

/** What a member does to a match: unmatch, block (the member also leaves the deck), report. */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => call(endpoints.matches.unmatch, { params: { id: matchId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
    },
  });
}

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(endpoints.matches.block, { body: { userId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      void queryClient.invalidateQueries({ queryKey: discoverKeys.all });
    },
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (input: { userId: number; reason: ReportReason; details?: string }) => call(endpoints.matches.report, { body: input }),
  });
}
