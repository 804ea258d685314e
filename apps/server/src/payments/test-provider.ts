import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from "@ulfa/contracts";
import { payments } from "../db/schema";
import type { Db } from "../platform/db";
import { AppError, notFound } from "../platform/errors";
import type { CreatedIntent, PaymentProvider, PaymentRow, ProviderEvent, ProviderVerdict } from "./provider";

const digits = (card: string) => card.replace(/[\s-]/g, "");
export const DECLINED_MESSAGE = "Your card was declined.";
export const INVALID_CARD_MESSAGE = "Your card number is incorrect.";

/**
 * The built-in provider, modelled on Stripe's test mode: intents live in the payments table and
 * only the test card 4242 4242 4242 4242 makes one succeed. Nothing is charged.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = "test" as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  private newIntent(): CreatedIntent {
    const id = `pi_test_${randomBytes(12).toString("hex")}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`, status: "requires_payment_method" };
  }

  async createIntent(): Promise<CreatedIntent> {
    return this.newIntent();
  }

  async createSubscription(): Promise<CreatedIntent> {
    return { ...this.newIntent(), subscriptionId: `sub_test_${randomBytes(12).toString("hex")}` };
  }

  /**
   * Like Stripe's `cancel_at_period_end`, the flag lives on the subscription row, which the service
   * stores after this call. Test mode never charges a renewal: premium ends with the paid period.
   */
  async setAutoRenew(): Promise<void> {}

  /** The stored row is this provider's whole state. */
  async retrieve(payment: PaymentRow): Promise<ProviderVerdict> {
    return { status: payment.status, failureMessage: payment.failureMessage, amountCents: payment.amountCents };
  }

  parseWebhook(): ProviderEvent {
    throw notFound("Webhooks are only used with Stripe");
  }

  /** POST /api/payments/test/confirm: what Stripe.js would do with a card in test mode. */
  async confirm(payment: PaymentRow, cardNumber: string): Promise<void> {
    if (payment.status === "succeeded") return;
    const card = digits(cardNumber);
    if (card === digits(TEST_CARD_SUCCESS)) {
      await this.db.update(payments).set({ status: "succeeded", failureMessage: null }).where(eq(payments.id, payment.id));
      return;
    }
    const message = card === digits(TEST_CARD_DECLINED) ? DECLINED_MESSAGE : INVALID_CARD_MESSAGE;
    await this.db.update(payments).set({ status: "failed", failureMessage: message }).where(eq(payments.id, payment.id));
    throw new AppError(402, "PAYMENT_FAILED", message);
  }
}
