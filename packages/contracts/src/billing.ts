import { z } from "zod";
import { PLAN_TYPES, PURCHASE_TYPES } from "./premium";
import { secretText } from "./text";

// --- Billing history and subscriptions (docs/features.md "Subscriptions and billing history") ---

/** One receipt of GET /api/payments/history. Checkouts never attempted are not listed. */
export const receiptSchema = z.object({
  /** The provider's reference (payment intent or invoice id), to quote to support or find in Stripe. */
  id: z.string(),
  provider: z.enum(["test", "stripe"]),
  item: z.enum(PURCHASE_TYPES),
  count: z.number().int(),
  /** Major units (dollars), as charged. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(["succeeded", "failed", "canceled"]),
  date: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const paymentHistorySchema = z.object({ payments: z.array(receiptSchema) });
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/** A paid plan. Premium lasts to `currentPeriodEnd` whether or not it renews. */
export const subscriptionSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_TYPES),
  status: z.enum(["active", "canceled"]),
  /** false once the member turned auto-renew off (Stripe `cancel_at_period_end`) or the subscription ended. */
  autoRenew: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/payments/subscription: the member's latest paid subscription, or null. */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** PATCH /api/payments/subscriptions/:id. */
export const subscriptionParamsSchema = z.object({ id: secretText().trim().min(1, "id is required").max(200) });
export const autoRenewSchema = z.object({ autoRenew: z.boolean({ error: "autoRenew must be true or false" }) });
export type AutoRenewInput = z.infer<typeof autoRenewSchema>;
