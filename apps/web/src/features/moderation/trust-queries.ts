import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
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
    queryFn: ({ signal }) => call(endpoints.trust.signals, {}, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

export function useActOnMember() {
  const queryClient = useQueryClient();
  return useMutation({
    // `days` and `reason` go with "suspend" only (SuspendDialog).
    mutationFn: ({ userId, ...body }: { userId: number; action: TrustAction; days?: number | null; reason?: string }) =>
      call(endpoints.trust.decideSignals, { params: { userId }, body }),
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
    queryFn: ({ signal }) => call(endpoints.trust.approvals, {}, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

export function useApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(endpoints.trust.approve, { params: { userId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: trustKeys.approvals }),
  });
}
