import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewVerificationInput, SafetyDecisionFilter } from "@ulfa/contracts";
import { SAFETY_DECISIONS_PAGE } from "@ulfa/contracts/constants";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { analyticsKeys } from "../analytics";

/** Query keys of the moderation feature. */
export const moderationKeys = {
  verifications: ["moderation", "verifications"] as const,
  reports: ["moderation", "reports"] as const,
  suspensions: ["moderation", "suspensions"] as const,
  safety: ["moderation", "safety-decisions"] as const,
  /** The merged queue (queue-queries.ts), every kind filter. */
  queue: ["moderation", "queue"] as const,
};

/** GET /api/moderation/safety-decisions: what the nudity shield decided, newest first, filtered, a page at a time. */
export function useSafetyDecisions(decision: SafetyDecisionFilter) {
  return useInfiniteQuery({
    queryKey: [...moderationKeys.safety, decision],
    initialPageParam: null as number | null,
    queryFn: ({ signal, pageParam }) => {
      const query = { decision, limit: SAFETY_DECISIONS_PAGE, before: pageParam ?? undefined };
      return call(endpoints.safety.decisions, { query }, { signal });
    },
    // A full page may have more behind it: ask for the decisions older than its last.
    getNextPageParam: (last) => (last.length === SAFETY_DECISIONS_PAGE ? last[last.length - 1].id : undefined),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

/** GET /api/moderation/verifications: pending selfies, with the member's photos to compare. */
export function useVerificationQueue() {
  return useQuery({
    queryKey: moderationKeys.verifications,
    queryFn: ({ signal }) => call(endpoints.verifications.list, {}, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

/** GET /api/moderation/reports: open member reports, oldest first. */
export function useReportQueue() {
  return useQuery({
    queryKey: moderationKeys.reports,
    queryFn: ({ signal }) => call(endpoints.reports.list, {}, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReviewVerificationInput & { id: number }) =>
      call(endpoints.verifications.decide, { params: { id }, body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.verifications });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.queue });
    },
  });
}

export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    // `days` and `reason` go with "suspend" only (SuspendDialog).
    mutationFn: ({ id, ...body }: { id: number; action: "dismiss" | "suspend"; days?: number | null; reason?: string }) =>
      call(endpoints.reports.decide, { params: { id }, body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.reports });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.suspensions });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.queue });
      // Analytics counts (registered members) change when someone is suspended.
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
  });
}

/** GET /api/moderation/suspensions: suspended members, most recently suspended first. */
export function useSuspensionQueue() {
  return useQuery({
    queryKey: moderationKeys.suspensions,
    queryFn: ({ signal }) => call(endpoints.reports.suspensions, {}, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(endpoints.reports.liftSuspension, { params: { userId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.suspensions });
      // Analytics counts (registered members) change when a suspension is lifted.
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
  });
}
