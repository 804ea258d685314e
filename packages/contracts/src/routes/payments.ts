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
    body: createPaymentIntentSchema,
    response: paymentIntentResponseSchema,
    access: "member",
  }),
  createSubscription: route({
    method: "POST",
    path: "/api/create-subscription",
    body: createSubscriptionSchema,
    response: paymentIntentResponseSchema,
    access: "member",
  }),
  completePurchase: route({
    method: "POST",
    path: "/api/complete-purchase",
    body: completePurchaseSchema,
    response: purchaseResultSchema,
    access: "member",
  }),
  paymentSuccess: route({
    method: "POST",
    path: "/api/payment-success",
    body: paymentSuccessSchema,
    response: purchaseResultSchema,
    access: "member",
  }),
  premiumStatus: route({ method: "GET", path: "/api/premium/status", response: premiumStatusSchema, access: "member" }),
  history: route({ method: "GET", path: "/api/payments/history", response: paymentHistorySchema, access: "member" }),
  subscription: route({ method: "GET", path: "/api/payments/subscription", response: subscriptionResponseSchema, access: "member" }),
  updateSubscription: route({
    method: "PATCH",
    path: "/api/payments/subscriptions/:id",
    params: subscriptionParamsSchema,
    body: autoRenewSchema,
    response: subscriptionResponseSchema,
    access: "member",
  }),
  testConfirm: route({
    method: "POST",
    path: "/api/payments/test/confirm",
    body: testConfirmSchema,
    response: testConfirmResponseSchema,
    access: "member",
  }),
  /** Stripe's events, signed over the raw body (checked by the handler, so no body schema here). */
  webhook: route({ method: "POST", path: "/api/payments/webhook", response: webhookAckSchema, access: "public" }),
};
