import type Stripe from "stripe";
import { PAYMENT_PROVIDER_RETRIES } from "@ulfa/contracts";
import { AppError, badRequest } from "../platform/errors";
import { DEFAULT_TIMEOUTS, withDeadline, type Timeouts } from "../platform/timeouts";
import {
  paymentsUnavailable,
  type CreatedIntent,
  type IntentRequest,
  type PaymentProvider,
  type PaymentRow,
  type ProviderEvent,
  type ProviderVerdict,
} from "./provider";
import { eventOf, statusOf } from "./stripe-events";
import { notePaymentsReached } from "./reachability";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** Another API origin than api.stripe.com (stripe-mock, or a closed port in the outage tests). */
  apiUrl?: string;
}

type StripeClass = typeof Stripe;

/**
 * The Stripe SDK, imported on the first payment call rather than at start: about 8 MB of heap that
 * a server selling nothing, and one between payments, would hold for ever (docs/benchmarks.md
 * "memory"). Payments are rare next to the app's other calls, and each already waits on Stripe over
 * the network; the import, once per process, adds a few tens of milliseconds to the first. A
 * package, not our own file: the server's bundle keeps npm packages external (build.mjs), so this
 * stays a runtime import of node_modules/stripe, evaluated only here.
 */
let sdk: Promise<StripeClass> | undefined;
/** The SDK once imported, for the error checks that run after a call (none can fail before it is). */
let loadedSdk: StripeClass | undefined;
function stripeSdk(): Promise<StripeClass> {
  sdk ??= import("stripe").then(
    (module) => (loadedSdk = module.default),
    (err: unknown) => {
      // A failed import (a broken install) is tried again on the next call.
      sdk = undefined;
      throw err;
    },
  );
  return sdk;
}

const metadataOf = (request: IntentRequest) => ({ userId: String(request.userId), itemType: request.itemType, itemCount: String(request.itemCount) });

/**
 * Whose fault a failed Stripe call is. A declined card is the member's (402, as the test provider
 * answers); no connection, a timeout, a 5xx or Stripe's rate limit is an outage (503, nothing
 * charged). Anything else is our bug and stays a 500.
 */
export function providerError(err: unknown, S: StripeClass | undefined = loadedSdk): unknown {
  // Without the SDK no Stripe call has been made: whatever failed is ours.
  if (!S) return err;
  if (err instanceof S.errors.StripeCardError) return new AppError(402, "PAYMENT_FAILED", err.message);
  if (err instanceof S.errors.StripeConnectionError || err instanceof S.errors.StripeAPIError || err instanceof S.errors.StripeRateLimitError) {
    return paymentsUnavailable();
  }
  if (err instanceof S.errors.StripeError && (err.statusCode ?? 0) >= 500) return paymentsUnavailable();
  return err;
}

async function call<T>(settings: StripeSettings, request: () => Promise<T>): Promise<T> {
  try {
    const answer = await request();
    notePaymentsReached(settings, true);
    return answer;
  } catch (err) {
    const error = providerError(err);
    notePaymentsReached(settings, !(error instanceof AppError && error.status === 503));
    throw error;
  }
}

type PaymentTimeouts = Pick<Timeouts, "paymentRequestMs" | "paymentCallMs">;

function clientOptions(settings: StripeSettings, timeouts: PaymentTimeouts): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { timeout: timeouts.paymentRequestMs, maxNetworkRetries: PAYMENT_PROVIDER_RETRIES };
  if (!settings.apiUrl) return options;
  const url = new URL(settings.apiUrl);
  return { ...options, host: url.hostname, port: url.port || (url.protocol === "http:" ? 80 : 443), protocol: url.protocol === "http:" ? "http" : "https" };
}

/** Real card payments: PaymentIntents for packs, subscriptions for plans, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = "stripe" as const;
  readonly publishableKey: string | null;
  /** The client, made on first use (stripeSdk). */
  private client: Promise<Stripe> | undefined;
  private readonly products = new Map<string, Promise<string>>();

  constructor(
    private readonly settings: StripeSettings,
    private readonly timeouts: PaymentTimeouts = DEFAULT_TIMEOUTS,
  ) {
    this.publishableKey = settings.publishableKey ?? null;
  }

  private stripe(): Promise<Stripe> {
    this.client ??= stripeSdk().then(
      (S) => new S(this.settings.secretKey, clientOptions(this.settings, this.timeouts)),
      (err: unknown) => {
        this.client = undefined;
        throw err;
      },
    );
    return this.client;
  }

  /** One Stripe call with the client (its import is no outage: it is not counted as Stripe's answer). */
  private async call<T>(request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = await this.stripe();
    return call(this.settings, () => request(stripe));
  }

  /**
   * One operation within paymentCallMs. The SDK's timeout only fires after a silence, so a Stripe
   * that trickles its answer (or a path that drips) would otherwise hold the member for ever. A
   * late answer changes nothing here: an intent or incomplete subscription nobody pays expires.
   */
  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await withDeadline(work(), this.timeouts.paymentCallMs, "Stripe did not answer in time");
    } catch (err) {
      if ((err as { code?: unknown }).code !== "ETIMEDOUT" || (loadedSdk && err instanceof loadedSdk.errors.StripeError)) throw err;
      notePaymentsReached(this.settings, false);
      throw paymentsUnavailable();
    }
  }

  createIntent(request: IntentRequest): Promise<CreatedIntent> {
    return this.bounded(() => this.intent(request));
  }

  private async intent(request: IntentRequest): Promise<CreatedIntent> {
    const intent = await this.call((stripe) =>
      stripe.paymentIntents.create({
        amount: request.amountCents,
        currency: request.currency,
        description: request.description,
        automatic_payment_methods: { enabled: true },
        metadata: metadataOf(request),
      }),
    );
    if (!intent.client_secret) throw new AppError(502, undefined, "The payment provider returned no client secret");
    return { id: intent.id, clientSecret: intent.client_secret, status: statusOf(intent) };
  }

  /**
   * One product for every plan, named after the site (a renamed site gets a product under its new
   * name); prices are given inline per subscription from our price list.
   */
  private product(name: string): Promise<string> {
    let id = this.products.get(name);
    if (!id) {
      id = this.call((stripe) => stripe.products.create({ name })).then((p) => p.id);
      this.products.set(name, id);
      // An outage must not poison every later subscription.
      id.catch(() => this.products.delete(name));
    }
    return id;
  }

  createSubscription(request: IntentRequest & { months: number; productName: string }): Promise<CreatedIntent> {
    return this.bounded(() => this.subscription(request));
  }

  private async subscription(request: IntentRequest & { months: number; productName: string }): Promise<CreatedIntent> {
    const customer = await this.call((stripe) => stripe.customers.create({ email: request.email, metadata: { userId: String(request.userId) } }));
    const product = await this.product(request.productName);
    const subscription = await this.call((stripe) =>
      stripe.subscriptions.create({
        customer: customer.id,
        items: [
          {
            price_data: {
              currency: request.currency,
              product,
              unit_amount: request.amountCents,
              recurring: request.months === 12 ? { interval: "year" } : { interval: "month", interval_count: request.months },
            },
          },
        ],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        metadata: metadataOf(request),
        expand: ["latest_invoice.confirmation_secret"],
      }),
    );
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!clientSecret) throw new AppError(502, undefined, "The payment provider returned no client secret");
    // The first invoice is paid through a PaymentIntent whose secret is `<intent id>_secret_<random>`.
    return { id: clientSecret.split("_secret_")[0], clientSecret, status: "requires_payment_method", subscriptionId: subscription.id };
  }

  async retrieve(payment: PaymentRow): Promise<ProviderVerdict> {
    const intent = await this.bounded(() => this.call((stripe) => stripe.paymentIntents.retrieve(payment.id)));
    return { status: statusOf(intent), failureMessage: intent.last_payment_error?.message ?? null, amountCents: intent.amount };
  }

  async setAutoRenew(subscriptionId: string, autoRenew: boolean): Promise<void> {
    await this.bounded(() => this.call((stripe) => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !autoRenew })));
  }

  async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent> {
    if (!this.settings.webhookSecret) throw new AppError(404, "NOT_FOUND", "Webhooks are not configured");
    if (!signature) throw badRequest("Missing Stripe-Signature header");
    const stripe = await this.stripe();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw badRequest("Webhook signature verification failed");
    }
    return eventOf(event);
  }
}
