import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FlaggedMember } from "@ulfa/contracts";
import { api } from "../../api/client";
import { moderationKeys } from "./queries";

export type TrustAction = "clear" | "hold" | "suspend" | "dismiss";

/** Query keys of the trust queues (docs/trust-and-safety.md). */
export const trustKeys = {
  signals: ["moderation", "signals"] as const,
  approvals: ["moderation", "approvals"] as const,
};

export interface PendingMember {
  userId: number;
  name: string;
  age: number;
  profilePhoto: string | null;
  bio: string | null;
  since: string;
}

/** GET /api/moderation/signals: members with open signals or on hold, held and strongest first. */
export function useSignalQueue() {
  return useQuery({
    queryKey: trustKeys.signals,
    queryFn: ({ signal }) => api.get<FlaggedMember[]>("/api/moderation/signals", { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

export function useActOnMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: number; action: TrustAction }) =>
      api.post<{ state: string; delivered: number; dropped: number }>(`/api/moderation/signals/${userId}`, { action }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: trustKeys.signals });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.suspensions });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.queue });
    },
  });
}

/** GET /api/moderation/approvals: members waiting for approval, oldest first. */
export function useApprovalQueue() {
  return useQuery({
    queryKey: trustKeys.approvals,
    queryFn: ({ signal }) => api.get<PendingMember[]>("/api/moderation/approvals", { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

export function useApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<{ state: "approved" }>(`/api/moderation/approvals/${userId}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: trustKeys.approvals }),
  });
}
