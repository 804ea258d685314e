import { z } from "zod";
import { INT_MAX } from "./constants";
import { creditsSchema } from "./credits";
import { PLAN_TYPES, PURCHASE_TYPES } from "./premium";
import { secretText, text } from "./text";

// --- Checkout calls (server-side prices, credit only on provider success, idempotent; docs/product-rules.md) ---

export const purchaseTypeSchema = z.enum(PURCHASE_TYPES, { error: "Unknown purchase type" });
const packTypeSchema = z.enum(["super_likes", "boosts", "boost"], { error: "Unknown purchase type" });
const countSchema = z.number({ error: "count must be a number" }).int().positive("count must be positive").max(INT_MAX, `count must be at most ${INT_MAX}`);

/** POST /api/create-payment-intent. `amount` (dollars) is optional; when sent it must equal the server price. */
export const createPaymentIntentSchema = z.object({
  type: packTypeSchema,
  count: countSchema.default(1),
  amount: z.number().nonnegative().optional(),
  description: text().max(200).optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Dollars, from the server's price list. */
  amount: z.number(),
  currency: z.string(),
  /** What is bought, in the member's language and digits, under the site's name: the provider's description too. */
  description: z.string(),
  testMode: z.boolean(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** POST /api/create-subscription. */
export const createSubscriptionSchema = z.object({ planType: z.enum(PLAN_TYPES, { error: "planType must be monthly or annual" }) });
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

const paymentIdSchema = secretText("paymentIntentId is required").trim().min(1, "paymentIntentId is required").max(200);

/** POST /api/payments/test/confirm (test mode only). */
export const testConfirmSchema = z.object({
  paymentIntentId: paymentIdSchema,
  cardNumber: secretText("cardNumber is required").max(40),
});
export const testConfirmResponseSchema = z.object({ status: z.literal("succeeded") });

/** POST /api/complete-purchase: type/count must match what the intent was created for. */
export const completePurchaseSchema = z.object({ paymentIntentId: paymentIdSchema, type: packTypeSchema, count: countSchema.optional() });
export type CompletePurchaseInput = z.infer<typeof completePurchaseSchema>;
/** POST /api/payment-success: activates whatever the payment bought (plans or packs). */
export const paymentSuccessSchema = z.object({ paymentIntentId: paymentIdSchema, type: purchaseTypeSchema.optional() });
export type PaymentSuccessInput = z.infer<typeof paymentSuccessSchema>;

export const purchaseResultSchema = z.object({
  message: z.string(),
  superLikes: z.number().int(),
  boosts: z.number().int(),
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

/** GET /api/premium/status. */
export const premiumStatusSchema = z.object({
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
  plan: z.string().nullable(),
  superLikes: z.number().int(),
  boosts: z.number().int(),
  /** Super likes and boosts as every screen shows them. */
  credits: creditsSchema,
  testMode: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type PremiumStatus = z.infer<typeof premiumStatusSchema>;

/** POST /api/payments/webhook answer (Stripe only needs a 2xx). */
export const webhookAckSchema = z.object({ received: z.literal(true) });
