import Stripe from "stripe";
import { PURCHASE_TYPES, type PurchaseType } from "@ulfa/contracts";
import { AppError, badRequest } from "../platform/errors";
import type { CreatedIntent, IntentRequest, PaymentProvider, PaymentRow, PaymentStatus, ProviderEvent, ProviderVerdict } from "./provider";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
}

const statusOf = (intent: Stripe.PaymentIntent): PaymentStatus =>
  intent.status === "succeeded" ? "succeeded" : intent.status === "canceled" ? "canceled" : intent.last_payment_error ? "failed" : "requires_payment_method";

const metadataOf = (request: IntentRequest) => ({ userId: String(request.userId), itemType: request.itemType, itemCount: String(request.itemCount) });

const isPurchaseType = (value: unknown): value is PurchaseType => (PURCHASE_TYPES as readonly unknown[]).includes(value);

/** Real card payments: PaymentIntents for packs, subscriptions for plans, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = "stripe" as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private productId: Promise<string> | null = null;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey);
    this.publishableKey = settings.publishableKey ?? null;
  }

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents.create({
      amount: request.amountCents,
      currency: request.currency,
      description: request.description,
      automatic_payment_methods: { enabled: true },
      metadata: metadataOf(request),
    });
    if (!intent.client_secret) throw new AppError(502, undefined, "The payment provider returned no client secret");
    return { id: intent.id, clientSecret: intent.client_secret, status: statusOf(intent) };
  }

  /** One product for every plan; prices are given inline per subscription from our price list. */
  private product(): Promise<string> {
    this.productId ??= this.stripe.products.create({ name: "Ulfa Premium" }).then((p) => p.id);
    return this.productId;
  }

  async createSubscription(request: IntentRequest & { months: number }): Promise<CreatedIntent> {
    const customer = await this.stripe.customers.create({ email: request.email, metadata: { userId: String(request.userId) } });
    const subscription = await this.stripe.subscriptions.create({
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: request.currency,
            product: await this.product(),
            unit_amount: request.amountCents,
            recurring: request.months === 12 ? { interval: "year" } : { interval: "month", interval_count: request.months },
          },
        },
      ],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      metadata: metadataOf(request),
      expand: ["latest_invoice.confirmation_secret"],
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!clientSecret) throw new AppError(502, undefined, "The payment provider returned no client secret");
    // The first invoice is paid through a PaymentIntent whose secret is `<intent id>_secret_<random>`.
    return { id: clientSecret.split("_secret_")[0], clientSecret, status: "requires_payment_method" };
  }

  async retrieve(payment: PaymentRow): Promise<ProviderVerdict> {
    const intent = await this.stripe.paymentIntents.retrieve(payment.id);
    return { status: statusOf(intent), failureMessage: intent.last_payment_error?.message ?? null, amountCents: intent.amount };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!this.settings.webhookSecret) throw new AppError(404, "NOT_FOUND", "Webhooks are not configured");
    if (!signature) throw badRequest("Missing Stripe-Signature header");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw badRequest("Webhook signature verification failed");
    }
    return eventOf(event);
  }
}

/** Turns a verified Stripe event into what fulfilment needs. Exported for tests. */
export function eventOf(event: Stripe.Event): ProviderEvent {
  if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed" || event.type === "payment_intent.canceled") {
    const intent = event.data.object;
    return {
      kind: "intent",
      paymentIntentId: intent.id,
      verdict: { status: statusOf(intent), failureMessage: intent.last_payment_error?.message ?? null, amountCents: intent.amount },
    };
  }
  if (event.type === "invoice.paid") {
    const invoice = event.data.object;
    const meta = invoice.parent?.subscription_details?.metadata ?? {};
    const userId = Number(meta.userId);
    // The first invoice is fulfilled through its PaymentIntent; later ones are renewals.
    if (invoice.billing_reason === "subscription_cycle" && invoice.id && Number.isInteger(userId) && isPurchaseType(meta.itemType)) {
      return { kind: "renewal", invoiceId: invoice.id, userId, itemType: meta.itemType, amountCents: invoice.amount_paid, currency: invoice.currency };
    }
  }
  return { kind: "ignored", type: event.type };
}
