import type { PurchaseType } from "@ulfa/contracts";
import type { payments } from "../db/schema";

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
  | { kind: "renewal"; invoiceId: string; userId: number; itemType: PurchaseType; amountCents: number; currency: string }
  | { kind: "ignored"; type: string };

/**
 * The payment adapter: the built-in test provider (no keys, RUNNING.md "Test-mode payments") or Stripe.
 * Prices are decided by the caller from contracts' price list, never by the browser.
 */
export interface PaymentProvider {
  readonly kind: "test" | "stripe";
  readonly publishableKey: string | null;
  /** A one-off payment for a pack. */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** The first payment of a plan (Stripe: a subscription whose first invoice carries the intent). */
  createSubscription(request: IntentRequest & { months: number }): Promise<CreatedIntent>;
  /** Asks the provider for the current state of a stored payment. */
  retrieve(payment: PaymentRow): Promise<ProviderVerdict>;
  /** Verifies a webhook's signature over the raw body; throws when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
