import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModerationReport, ReviewVerificationInput, ReviewVerificationResponse, SafetyDecision, SuspendedMember, VerificationQueue } from "@ulfa/contracts";
import { api } from "../../api/client";

/** Query keys of the moderation feature. */
export const moderationKeys = {
  verifications: ["moderation", "verifications"] as const,
  reports: ["moderation", "reports"] as const,
  suspensions: ["moderation", "suspensions"] as const,
  safety: ["moderation", "safety-decisions"] as const,
};

/** GET /api/moderation/safety-decisions: what the nudity shield decided on the latest photos, newest first. */
export function useSafetyDecisions() {
  return useQuery({
    queryKey: moderationKeys.safety,
    queryFn: ({ signal }) => api.get<SafetyDecision[]>("/api/moderation/safety-decisions", { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

/** GET /api/moderation/verifications: pending selfies, with the member's photos to compare. */
export function useVerificationQueue() {
  return useQuery({
    queryKey: moderationKeys.verifications,
    queryFn: ({ signal }) => api.get<VerificationQueue>("/api/moderation/verifications", { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

/** GET /api/moderation/reports: open member reports, oldest first. */
export function useReportQueue() {
  return useQuery({
    queryKey: moderationKeys.reports,
    queryFn: ({ signal }) => api.get<ModerationReport[]>("/api/moderation/reports", { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReviewVerificationInput & { id: number }) =>
      api.post<ReviewVerificationResponse>(`/api/moderation/verifications/${id}`, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.verifications }),
  });
}

export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "dismiss" | "suspend" }) =>
      api.post<{ message: string; status: "dismissed" | "actioned" }>(`/api/moderation/reports/${id}`, { action }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.reports });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.suspensions });
      // Analytics counts (registered members) change when someone is suspended.
      void queryClient.invalidateQueries({ queryKey: ["analytics"] });
    },
  });
}

/** GET /api/moderation/suspensions: suspended members, most recently suspended first. */
export function useSuspensionQueue() {
  return useQuery({
    queryKey: moderationKeys.suspensions,
    queryFn: ({ signal }) => api.get<SuspendedMember[]>("/api/moderation/suspensions", { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<{ message: string }>(`/api/moderation/suspensions/${userId}/lift`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.suspensions });
      // Analytics counts (registered members) change when a suspension is lifted.
      void queryClient.invalidateQueries({ queryKey: ["analytics"] });
    },
  });
}
