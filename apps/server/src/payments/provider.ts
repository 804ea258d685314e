import { PAYMENTS_RETRY_AFTER_S, type PurchaseType } from "@ulfa/contracts";
import type { payments } from "../db/schema";
import { AppError } from "../platform/errors";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow["status"];

export interface IntentRequest {
  userId: number;
  email: string;
  itemType: PurchaseType;
  itemCount: number;
  amountCents: number;
  currency: string;
  description: string;
}

export interface CreatedIntent {
  /** The provider's payment intent id; also the payments row's primary key. */
  id: string;
  /** `<id>_secret_<random>`, handed to the browser to confirm the payment. */
  clientSecret: string;
  status: PaymentStatus;
  /** Plans only: the provider's subscription this first payment starts. */
  subscriptionId?: string;
}

/** What the provider says about a payment. Only "succeeded" ever credits anything. */
export interface ProviderVerdict {
  status: PaymentStatus;
  failureMessage: string | null;
  /** Amount the provider actually collected or will collect, in cents. */
  amountCents: number;
}

/** A verified provider notification (webhook). */
export type ProviderEvent =
  | { kind: "intent"; paymentIntentId: string; verdict: ProviderVerdict }
  /** A subscription renewed: a new period was paid for. */
  | { kind: "renewal"; invoiceId: string; subscriptionId: string | null; userId: number; itemType: PurchaseType; amountCents: number; currency: string }
  /** A subscription changed or ended at the provider (auto-renew switched in Stripe's dashboard, ended). */
  | { kind: "subscription"; subscriptionId: string; status: "incomplete" | "active" | "canceled"; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null }
  | { kind: "ignored"; type: string };

/**
 * The payment adapter: the built-in test provider (no keys, docs/configuration.md "What runs without keys") or Stripe.
 * Prices are decided by the caller from contracts' price list, never by the browser. When the
 * provider cannot be reached every call throws `paymentsUnavailable()` (503), never a bare error.
 */
export interface PaymentProvider {
  readonly kind: "test" | "stripe";
  readonly publishableKey: string | null;
  /** A one-off payment for a pack. */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** The first payment of a plan (Stripe: a subscription whose first invoice carries the intent). */
  /** `productName`: the premium product's name (site settings), so a renamed site sells under its new name. */
  createSubscription(request: IntentRequest & { months: number; productName: string }): Promise<CreatedIntent>;
  /** Asks the provider for the current state of a stored payment. */
  retrieve(payment: PaymentRow): Promise<ProviderVerdict>;
  /** Auto-renew on or off (Stripe `cancel_at_period_end`); the paid period is never shortened. */
  setAutoRenew(subscriptionId: string, autoRenew: boolean): Promise<void>;
  /** Verifies a webhook's signature over the raw body; throws when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent | Promise<ProviderEvent>;
}

export const UNAVAILABLE_MESSAGE = "Payments are unavailable right now. Nothing was charged.";
/** Completion cannot promise "nothing was charged": the card may have been charged before the outage. */
export const CONFIRM_UNAVAILABLE_MESSAGE = "Payments are unavailable right now, so we could not confirm your payment. If it went through, it will be added automatically.";

/** The answer while the provider is down (503, try again shortly). */
export const paymentsUnavailable = (message = UNAVAILABLE_MESSAGE) =>
  new AppError(503, "PAYMENTS_UNAVAILABLE", message, { "Retry-After": String(PAYMENTS_RETRY_AFTER_S) });
