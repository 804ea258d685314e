import { autoRenewSchema, paymentHistorySchema, subscriptionParamsSchema, subscriptionResponseSchema } from "../billing";
import {
  completePurchaseSchema,
  createPaymentIntentSchema,
  createSubscriptionSchema,
  paymentIntentResponseSchema,
  paymentSuccessSchema,
  premiumStatusSchema,
  purchaseResultSchema,
  testConfirmResponseSchema,
  testConfirmSchema,
  webhookAckSchema,
} from "../payments";
import { route } from "./route";

/** Purchases and subscriptions (Stripe, or the test provider). */
export const paymentsRoutes = {
  createPaymentIntent: route({
    method: "POST",
    path: "/api/create-payment-intent",
    summary: "Start paying for a super like or boost pack",
    body: createPaymentIntentSchema,
    response: paymentIntentResponseSchema,
    access: "member",
  }),
  createSubscription: route({
    method: "POST",
    path: "/api/create-subscription",
    summary: "Start a premium subscription payment",
    body: createSubscriptionSchema,
    response: paymentIntentResponseSchema,
    access: "member",
  }),
  completePurchase: route({
    method: "POST",
    path: "/api/complete-purchase",
    summary: "Credit a paid pack",
    body: completePurchaseSchema,
    response: purchaseResultSchema,
    access: "member",
  }),
  paymentSuccess: route({
    method: "POST",
    path: "/api/payment-success",
    summary: "Activate what a completed payment bought",
    body: paymentSuccessSchema,
    response: purchaseResultSchema,
    access: "member",
  }),
  premiumStatus: route({
    method: "GET",
    path: "/api/premium/status",
    summary: "Premium plan, super likes and boosts",
    response: premiumStatusSchema,
    access: "member",
  }),
  history: route({ method: "GET", path: "/api/payments/history", summary: "Billing history with receipts", response: paymentHistorySchema, access: "member" }),
  subscription: route({
    method: "GET",
    path: "/api/payments/subscription",
    summary: "The current subscription and its renewal",
    response: subscriptionResponseSchema,
    access: "member",
  }),
  updateSubscription: route({
    method: "PATCH",
    path: "/api/payments/subscriptions/:id",
    summary: "Turn a subscription's renewal on or off",
    params: subscriptionParamsSchema,
    body: autoRenewSchema,
    response: subscriptionResponseSchema,
    access: "member",
  }),
  testConfirm: route({
    method: "POST",
    path: "/api/payments/test/confirm",
    summary: "Pay with a test card (test mode only)",
    body: testConfirmSchema,
    response: testConfirmResponseSchema,
    access: "member",
  }),
  /** Stripe's events, signed over the raw body (checked by the handler, so no body schema here). */
  webhook: route({
    method: "POST",
    path: "/api/payments/webhook",
    summary: "Payment provider events (signed by the provider)",
    response: webhookAckSchema,
    access: "public",
  }),
};
