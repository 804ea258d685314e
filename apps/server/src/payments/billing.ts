import { PURCHASE_TYPES, type PaymentHistory, type PurchaseType, type Receipt, type Subscription, type SubscriptionResponse } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { conflict, notFound } from "../platform/errors";
import type { PaymentProvider, PaymentRow, ProviderEvent } from "./provider";
import { findOwnSubscription, findSubscription, latestSubscription, paymentHistoryOf, renewingSubscriptionsOf, updateSubscription, type SubscriptionRow } from "./repo";

const isPurchaseType = (value: string): value is PurchaseType => (PURCHASE_TYPES as readonly string[]).includes(value);

/** A stored payment as a receipt: what the history shows and the data export carries. */
export function receiptOf(payment: PaymentRow): Receipt | null {
  if (payment.status === "requires_payment_method" || !isPurchaseType(payment.itemType)) return null;
  return {
    id: payment.id,
    provider: payment.provider,
    item: payment.itemType,
    count: payment.itemCount,
    amount: payment.amountCents / 100,
    currency: payment.currency,
    status: payment.status,
    date: payment.createdAt.toISOString(),
  };
}

/** GET /api/payments/history: the member's own payments only, newest first. */
export async function paymentHistory(deps: Deps, user: UserRow): Promise<PaymentHistory> {
  const rows = await paymentHistoryOf(deps.db, user.id);
  return { payments: rows.map(receiptOf).filter((r): r is Receipt => r !== null) };
}

const presentSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  plan: row.plan,
  status: row.status === "canceled" ? "canceled" : "active",
  autoRenew: row.status === "active" && !row.cancelAtPeriodEnd,
  currentPeriodEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
});

/** GET /api/payments/subscription. */
export async function currentSubscription(deps: Deps, user: UserRow): Promise<SubscriptionResponse> {
  const row = await latestSubscription(deps.db, user.id);
  return { subscription: row ? presentSubscription(row) : null };
}

/**
 * PATCH /api/payments/subscriptions/:id: auto-renew off (Stripe `cancel_at_period_end`) or back on.
 * Premium always runs to the end of the paid period; the provider is told first, so our row never
 * says something Stripe does not.
 */
export async function setAutoRenew(deps: Deps, provider: PaymentProvider, user: UserRow, id: string, autoRenew: boolean): Promise<SubscriptionResponse> {
  const row = await findOwnSubscription(deps.db, id, user.id);
  if (!row || row.status === "incomplete") throw notFound("Subscription not found");
  if (row.status === "canceled") throw conflict("This subscription has ended; subscribe again to renew");
  if (row.cancelAtPeriodEnd !== !autoRenew) await provider.setAutoRenew(row.id, autoRenew);
  const updated = await updateSubscription(deps.db, row.id, { cancelAtPeriodEnd: !autoRenew });
  return { subscription: presentSubscription(updated ?? row) };
}

/**
 * Turns auto-renew off for every plan of these members that would renew: a member who leaves (deactivation,
 * then the purge) must never be charged again. The provider is told first, as in setAutoRenew; premium
 * already paid for runs out as usual. Returns the members whose provider could not be reached (their
 * plans still renew), so the caller can try again later; the others are done.
 */
export async function stopRenewals(deps: Deps, provider: PaymentProvider, userIds: number[]): Promise<Set<number>> {
  const unreachable = new Set<number>();
  for (const row of await renewingSubscriptionsOf(deps.db, userIds)) {
    const userId = row.userId!;
    try {
      await stopSubscription(deps, provider, row.id);
    } catch (err) {
      deps.log.warn({ err, userId, subscriptionId: row.id }, "could not stop a leaving member's plan from renewing; will try again");
      unreachable.add(userId);
    }
  }
  return unreachable;
}

/** Auto-renew off for one plan, the provider first (a plan whose member is gone, service.ts). */
export async function stopSubscription(deps: Deps, provider: PaymentProvider, subscriptionId: string): Promise<void> {
  await provider.setAutoRenew(subscriptionId, false);
  await updateSubscription(deps.db, subscriptionId, { cancelAtPeriodEnd: true });
}

/**
 * customer.subscription.updated/deleted: the provider's word wins (auto-renew switched in Stripe's
 * dashboard, a subscription ended after its last period or after failed renewals). Premium already
 * paid for is kept; a deleted subscription only stops renewing. Unknown subscriptions are ignored.
 */
export async function applySubscriptionEvent(deps: Deps, event: Extract<ProviderEvent, { kind: "subscription" }>): Promise<void> {
  const row = await findSubscription(deps.db, event.subscriptionId);
  if (!row) return;
  // Events may arrive out of order: an ended subscription stays ended, a paid one never goes back to unpaid.
  const status = row.status === "canceled" || event.status === "incomplete" ? row.status : event.status;
  await updateSubscription(deps.db, row.id, {
    status,
    cancelAtPeriodEnd: event.cancelAtPeriodEnd,
    ...(event.currentPeriodEnd ? { currentPeriodEnd: event.currentPeriodEnd } : {}),
  });
}
