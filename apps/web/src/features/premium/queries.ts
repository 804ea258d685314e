import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreatePaymentIntentInput, PlanType, PurchaseType } from "@ulfa/contracts";
import { userQueryKey } from "../../session/useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

export const premiumKeys = {
  all: ["premium"] as const,
  status: ["premium", "status"] as const,
  subscription: (plan: PlanType) => ["premium", "subscription", plan] as const,
  history: ["premium", "history"] as const,
  current: ["premium", "current-subscription"] as const,
};

/** Balances, plan and whether payments run in test mode. */
export function usePremiumStatus() {
  return useQuery({ queryKey: premiumKeys.status, queryFn: ({ signal }) => call(endpoints.payments.premiumStatus, {}, { signal }), staleTime: 0, refetchOnMount: "always" });
}

export const createPackIntent = (input: CreatePaymentIntentInput) => call(endpoints.payments.createPaymentIntent, { body: input });
export const createSubscription = (planType: PlanType) => call(endpoints.payments.createSubscription, { body: { planType } });
export const confirmTestPayment = (paymentIntentId: string, cardNumber: string) =>
  call(endpoints.payments.testConfirm, { body: { paymentIntentId, cardNumber } });
export const completePurchase = (paymentIntentId: string, type: "super_likes" | "boosts" | "boost", count: number) =>
  call(endpoints.payments.completePurchase, { body: { paymentIntentId, type, count } });
export const activatePayment = (paymentIntentId: string, type: PurchaseType) => call(endpoints.payments.paymentSuccess, { body: { paymentIntentId, type } });

/** GET /api/payments/history: the member's receipts, newest first. */
export function useBillingHistory() {
  return useQuery({ queryKey: premiumKeys.history, queryFn: ({ signal }) => call(endpoints.payments.history, {}, { signal }) });
}

/** GET /api/payments/subscription: the latest paid plan and whether it renews. */
export function useCurrentSubscription() {
  return useQuery({ queryKey: premiumKeys.current, queryFn: ({ signal }) => call(endpoints.payments.subscription, {}, { signal }) });
}

/** Auto-renew on or off; the answer is the subscription as the server now stores it. */
export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoRenew }: { id: string; autoRenew: boolean }) =>
      call(endpoints.payments.updateSubscription, { params: { id }, body: { autoRenew } }),
    onSuccess: (data) => queryClient.setQueryData(premiumKeys.current, data),
  });
}

/**
 * After a purchase: balances, swipe limits, the plan and the member change (["user"] and ["swipe-status"]).
 * Fetched again now, shown or not: the app never refetches on mount (api/queryClient.ts), so the
 * premium tab opened after checkout would show the plan of before until a reload.
 */
export function refreshAfterPurchase(queryClient: QueryClient): Promise<void> {
  const keys = [userQueryKey, ["swipe-status"], premiumKeys.status, premiumKeys.history, premiumKeys.current];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: "all" }))).then(() => undefined);
}
