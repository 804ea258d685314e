import type Stripe from "stripe";
import { PURCHASE_TYPES, type PurchaseType } from "@ulfa/contracts";
import type { PaymentStatus, ProviderEvent } from "./provider";

export const statusOf = (intent: Stripe.PaymentIntent): PaymentStatus =>
  intent.status === "succeeded" ? "succeeded" : intent.status === "canceled" ? "canceled" : intent.last_payment_error ? "failed" : "requires_payment_method";

const isPurchaseType = (value: unknown): value is PurchaseType => (PURCHASE_TYPES as readonly unknown[]).includes(value);

/** Stripe's eight subscription states as ours: paid and running, not yet paid, or over. */
function subscriptionStatusOf(status: Stripe.Subscription.Status): "incomplete" | "active" | "canceled" {
  if (status === "incomplete") return "incomplete";
  if (status === "canceled" || status === "incomplete_expired" || status === "unpaid") return "canceled";
  return "active";
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Turns a verified Stripe event into what fulfilment needs. */
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
    const details = invoice.parent?.subscription_details;
    const meta = details?.metadata ?? {};
    const userId = Number(meta.userId);
    // The first invoice is fulfilled through its PaymentIntent; later ones are renewals.
    if (invoice.billing_reason === "subscription_cycle" && invoice.id && Number.isInteger(userId) && isPurchaseType(meta.itemType)) {
      return {
        kind: "renewal",
        invoiceId: invoice.id,
        subscriptionId: idOf(details?.subscription),
        userId,
        itemType: meta.itemType,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
      };
    }
  }
  if (event.type === "customer.subscription.updated" || event.type === "customer.subscription.deleted") {
    const subscription = event.data.object;
    // Since API version 2025-03-31 the period lives on the items; a plan has exactly one.
    const periodEnd = subscription.items?.data?.[0]?.current_period_end;
    return {
      kind: "subscription",
      subscriptionId: subscription.id,
      status: event.type === "customer.subscription.deleted" ? "canceled" : subscriptionStatusOf(subscription.status),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    };
  }
  return { kind: "ignored", type: event.type };
}
