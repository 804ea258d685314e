import {
  PLANS,
  fromMinorUnits,
  packPrice,
  planPrice,
  plainPrice,
  subscriptionTypeOf,
  toMinorUnits,
  type SitePrices,
  type CompletePurchaseInput,
  type CreatePaymentIntentInput,
  type PaymentIntentResponse,
  type PaymentSuccessInput,
  type PlanType,
  type PremiumStatus,
  type PurchaseResult,
  type PurchaseType,
} from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest, notFound } from "../platform/errors";
import { isPremium } from "../users";
import { fulfil, purchaseMessage } from "./fulfil";
import { CONFIRM_UNAVAILABLE_MESSAGE, paymentsUnavailable, type PaymentProvider, type PaymentRow, type ProviderEvent } from "./provider";
import { creditsOf } from "../likes";
import { siteNameIn } from "../site";
import { purchaseDescription } from "./describe";
import { applySubscriptionEvent, stopSubscription } from "./billing";
import { findOwnPayment, findPayment, firstPaymentOfSubscription, insertPayment, insertSubscription, loadUser, recordStatus } from "./repo";
import { StripePaymentProvider } from "./stripe-provider";
import { TestPaymentProvider } from "./test-provider";

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider. */
export function createPaymentProvider(deps: Deps): PaymentProvider {
  return deps.config.stripe ? new StripePaymentProvider(deps.config.stripe, deps.config.timeouts) : new TestPaymentProvider(deps.db);
}

const PAYMENT_NOT_FOUND = "Payment not found";

/** The premium product's name at the provider: the site's English name (site settings), as payment providers' dashboards are read in it. */
export const premiumProductName = (siteNameEn: string) => `${siteNameEn} Premium`;

/** The operator's prices as this instance knows them now (site settings, rules.prices). */
const pricesNow = async (deps: Deps): Promise<SitePrices> => (await deps.site.settings()).rules.prices;

/**
 * Creates the provider's intent for the server's figure and stores that amount and currency on the
 * payment: confirmation checks the provider's amount against this row, so a price changed after the
 * intent neither under- nor over-charges; the member gets what they were charged for.
 */
async function startPayment(
  deps: Deps,
  provider: PaymentProvider,
  user: UserRow,
  item: { type: PurchaseType; count: number; amountCents: number; currency: string; plan?: PlanType },
): Promise<PaymentIntentResponse> {
  const currency = item.currency.toLowerCase();
  const settings = await deps.site.settings();
  const productName = premiumProductName(settings.siteName.en);
  const description = purchaseDescription(siteNameIn(settings, user.language), item.type, item.count, user.language, user.digits);
  const request = {
    userId: user.id,
    email: user.email,
    itemType: item.type,
    itemCount: item.count,
    amountCents: item.amountCents,
    currency,
    description,
  };
  const intent = item.plan ? await provider.createSubscription({ ...request, months: PLANS[item.plan].months, productName }) : await provider.createIntent(request);
  if (item.plan && intent.subscriptionId) {
    await insertSubscription(deps.db, { id: intent.subscriptionId, userId: user.id, provider: provider.kind, plan: item.plan, status: "incomplete", createdAt: deps.clock.now() });
  }
  await insertPayment(deps.db, {
    id: intent.id,
    userId: user.id,
    provider: provider.kind,
    itemType: item.type,
    itemCount: item.count,
    amountCents: item.amountCents,
    currency,
    status: intent.status,
    clientSecret: intent.clientSecret,
    subscriptionId: intent.subscriptionId ?? null,
    createdAt: deps.clock.now(),
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: fromMinorUnits(item.amountCents, currency), currency, description, testMode: provider.kind === "test" };
}

/** POST /api/create-payment-intent: the price comes from the site settings; a different client amount is refused. */
export async function createPackPayment(deps: Deps, provider: PaymentProvider, user: UserRow, input: CreatePaymentIntentInput) {
  const count = input.count ?? 1;
  const prices = await pricesNow(deps);
  const price = packPrice(prices, input.type, count);
  if (price === null) throw badRequest(`There is no ${input.type.replace("_", " ")} pack of ${count}`);
  const amountCents = toMinorUnits(price, prices.currency);
  if (input.amount !== undefined && toMinorUnits(input.amount, prices.currency) !== amountCents) {
    throw badRequest(`The amount does not match the price of this pack (${plainPrice(price, prices.currency)})`);
  }
  return startPayment(deps, provider, user, { type: input.type, count, amountCents, currency: prices.currency });
}

/** POST /api/create-subscription. */
export async function createPlanPayment(deps: Deps, provider: PaymentProvider, user: UserRow, planType: PlanType) {
  const prices = await pricesNow(deps);
  const amountCents = toMinorUnits(planPrice(prices, planType), prices.currency);
  return startPayment(deps, provider, user, { type: subscriptionTypeOf(planType), count: 1, amountCents, currency: prices.currency, plan: planType });
}

export async function ownPayment(deps: Deps, user: UserRow, id: string): Promise<PaymentRow> {
  const payment = await findOwnPayment(deps.db, id, user.id);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  return payment;
}

/** POST /api/payments/test/confirm (test provider only). */
export async function confirmTestPayment(deps: Deps, provider: TestPaymentProvider, user: UserRow, id: string, cardNumber: string) {
  await provider.confirm(await ownPayment(deps, user, id), cardNumber);
  return { status: "succeeded" as const };
}

/**
 * Credits a payment only when the provider says it succeeded, for what the payment was created for,
 * and only once. A repeated call answers the same message and credits nothing.
 */
async function complete(deps: Deps, provider: PaymentProvider, user: UserRow, payment: PaymentRow): Promise<PurchaseResult> {
  let status = payment.status;
  if (status !== "succeeded") {
    const verdict = await provider.retrieve(payment).catch((err: unknown) => {
      throw err instanceof AppError && err.code === "PAYMENTS_UNAVAILABLE" ? paymentsUnavailable(CONFIRM_UNAVAILABLE_MESSAGE) : err;
    });
    if (verdict.status === "succeeded" && verdict.amountCents !== payment.amountCents) {
      throw new AppError(402, "PAYMENT_FAILED", "The amount paid does not match the price");
    }
    await recordStatus(deps.db, payment.id, verdict.status, verdict.failureMessage);
    status = verdict.status;
    if (status !== "succeeded") {
      throw new AppError(402, "PAYMENT_FAILED", verdict.failureMessage ?? "The payment has not been completed");
    }
  }
  await fulfil(deps, payment.id);
  const fresh = await loadUser(deps.db, user.id);
  return {
    message: purchaseMessage(payment),
    superLikes: fresh.superLikes,
    boosts: fresh.boosts,
    isPremium: isPremium(fresh, deps.clock.now()),
    premiumUntil: fresh.premiumUntil ? fresh.premiumUntil.toISOString() : null,
  };
}

/** POST /api/complete-purchase: packs. `type`/`count` must describe what the intent was created for. */
export async function completePurchase(deps: Deps, provider: PaymentProvider, user: UserRow, input: CompletePurchaseInput) {
  const payment = await ownPayment(deps, user, input.paymentIntentId);
  if (payment.itemType !== input.type || (input.count !== undefined && input.count !== payment.itemCount)) {
    throw badRequest("This payment was made for a different item");
  }
  return complete(deps, provider, user, payment);
}

/** POST /api/payment-success: activates whatever the payment bought (plans mostly). */
export async function paymentSuccess(deps: Deps, provider: PaymentProvider, user: UserRow, input: PaymentSuccessInput) {
  const payment = await ownPayment(deps, user, input.paymentIntentId);
  if (input.type !== undefined && input.type !== payment.itemType) throw badRequest("This payment was made for a different item");
  return complete(deps, provider, user, payment);
}

/** POST /api/payments/webhook: a verified provider event. Fulfilment is idempotent per payment. */
export async function handleProviderEvent(deps: Deps, provider: PaymentProvider, event: ProviderEvent): Promise<void> {
  if (event.kind === "ignored") return;
  if (event.kind === "subscription") return applySubscriptionEvent(deps, event);
  if (event.kind === "renewal") {
    const plan = Object.values(PLANS).find((p) => subscriptionTypeOf(p.type) === event.itemType);
    if (!plan) return;
    // A subscription renews at the price it was sold at (the provider holds it), so a renewal is
    // checked against its first payment, not against a price the operator changed since.
    const first = event.subscriptionId ? await firstPaymentOfSubscription(deps.db, event.subscriptionId) : null;
    const prices = first ? null : await pricesNow(deps);
    const expected = first
      ? { amountCents: first.amountCents, currency: first.currency }
      : { amountCents: toMinorUnits(planPrice(prices!, plan.type), prices!.currency), currency: prices!.currency.toLowerCase() };
    const paidAsSold = event.amountCents === expected.amountCents && event.currency.toLowerCase() === expected.currency.toLowerCase();
    // A member purged while their plan still renewed (before leaving stopped renewals): the payment is
    // kept without a member (it failed on the foreign key, and the provider retried it for days), and
    // the plan stops renewing. While the provider is down this answers 503 and the provider retries.
    const member = (await loadUser(deps.db, event.userId)) !== undefined;
    await insertPayment(deps.db, {
      id: event.invoiceId,
      userId: member ? event.userId : null,
      provider: "stripe",
      itemType: event.itemType,
      itemCount: 1,
      amountCents: event.amountCents,
      currency: event.currency,
      status: paidAsSold ? "succeeded" : "failed",
      clientSecret: "",
      subscriptionId: event.subscriptionId,
      createdAt: deps.clock.now(),
    });
    if (!member) {
      deps.log.warn({ invoiceId: event.invoiceId, subscriptionId: event.subscriptionId }, "a plan renewed for a member who is gone; it stops renewing");
      if (event.subscriptionId) await stopSubscription(deps, provider, event.subscriptionId);
      return;
    }
    await fulfil(deps, event.invoiceId);
    return;
  }
  const payment = await findPayment(deps.db, event.paymentIntentId);
  if (!payment) return;
  const { verdict } = event;
  if (verdict.status === "succeeded" && verdict.amountCents !== payment.amountCents) {
    deps.log.warn({ paymentId: payment.id }, "webhook amount differs from the stored price; not credited");
    return;
  }
  await recordStatus(deps.db, payment.id, verdict.status, verdict.failureMessage);
  if (verdict.status === "succeeded") await fulfil(deps, payment.id);
}

/** GET /api/premium/status. */
export async function premiumStatus(deps: Deps, provider: PaymentProvider, user: UserRow): Promise<PremiumStatus> {
  return {
    isPremium: isPremium(user, deps.clock.now()),
    premiumUntil: user.premiumUntil ? user.premiumUntil.toISOString() : null,
    plan: isPremium(user, deps.clock.now()) ? user.premiumPlan : null,
    superLikes: user.superLikes,
    boosts: user.boosts,
    credits: await creditsOf(deps.db, user, deps.clock.now(), undefined, (await deps.site.settings()).rules),
    testMode: provider.kind === "test",
    publishableKey: provider.publishableKey,
  };
}
