import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportReason } from "@ulfa/contracts";
import { MATCHES_POLL_MS } from "@ulfa/contracts/constants";
import { unreadQueryKey } from "../unread/queries";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

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
      void queryClient.invalidateQueries({ queryKey: ["discover"] });
    },
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (input: { userId: number; reason: ReportReason; details?: string }) => call(endpoints.matches.report, { body: input }),
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: number) => call(endpoints.matches.markSeen, { params: { id: matchId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
  });
}
