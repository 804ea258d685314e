import { PLANS, type PlanType, type PurchaseType } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { PaymentRow } from "./provider";
import { activateSubscription, addBoosts, addSuperLikes, claimAndCredit, lockUser, setPremium } from "./repo";

export const planOf = (itemType: string): PlanType | null =>
  itemType === "subscription_annual" ? "annual" : itemType === "subscription_monthly" ? "monthly" : null;

/** Adds whole calendar months in UTC (31 January + 1 month = 3 March, as Date does). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Credits what a succeeded payment bought, once. Packs add to the balance; a plan extends
 * premiumUntil from max(now, premiumUntil). Returns false when it was already fulfilled.
 */
export async function fulfil(deps: Deps, paymentId: string): Promise<boolean> {
  const now = deps.clock.now();
  return claimAndCredit(deps.db, paymentId, now, async (tx, payment: PaymentRow) => {
    const userId = payment.userId!;
    const type = payment.itemType as PurchaseType;
    if (type === "super_likes") return addSuperLikes(tx, userId, payment.itemCount);
    if (type === "boosts" || type === "boost") return addBoosts(tx, userId, payment.itemCount);
    const plan = planOf(type);
    if (!plan) throw new Error(`unknown purchase type ${payment.itemType}`);
    const user = await lockUser(tx, userId);
    if (!user) return;
    const base = user.premiumUntil && user.premiumUntil > now ? user.premiumUntil : now;
    const until = addMonths(base, PLANS[plan].months);
    await setPremium(tx, userId, until, plan);
    if (payment.subscriptionId) await activateSubscription(tx, payment.subscriptionId, until);
  });
}

/** The answer of a completed purchase; the same text for a repeated call. */
export function purchaseMessage(payment: Pick<PaymentRow, "itemType" | "itemCount">): string {
  const n = payment.itemCount;
  switch (payment.itemType) {
    case "super_likes":
      return `${n} Super ${n === 1 ? "Like" : "Likes"} added to your account!`;
    case "boosts":
    case "boost":
      return `${n} ${n === 1 ? "Boost" : "Boosts"} added to your account!`;
    case "subscription_annual":
      return "Premium Annual plan activated!";
    default:
      return "Premium Monthly plan activated!";
  }
}
