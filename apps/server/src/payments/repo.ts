import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { payments, subscriptions, users, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { PaymentRow, PaymentStatus } from "./provider";

export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Db, row: NewPayment): Promise<void> {
  await db.insert(payments).values(row).onConflictDoNothing();
}

/** A payment of this member; another member's id reads as unknown. */
export async function findOwnPayment(db: Db, id: string, userId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId))).limit(1);
  return row ?? null;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** The payment a subscription was sold with (its later renewals come after it). */
export async function firstPaymentOfSubscription(db: Db, subscriptionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId)).orderBy(payments.createdAt).limit(1);
  return row ?? null;
}

/** Records the provider's verdict; a succeeded payment never goes back. */
export async function recordStatus(db: Db, id: string, status: PaymentStatus, failureMessage: string | null): Promise<void> {
  await db
    .update(payments)
    .set({ status, failureMessage })
    .where(and(eq(payments.id, id), sql`${payments.status} <> 'succeeded'`));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Claims a succeeded, unfulfilled payment and runs `credit` in the same transaction. The conditional
 * update (`fulfilled_at is null`) lets exactly one of any number of concurrent calls win.
 */
export async function claimAndCredit(db: Db, id: string, now: Date, credit: (tx: Tx, payment: PaymentRow) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ fulfilledAt: now })
      .where(and(eq(payments.id, id), eq(payments.status, "succeeded"), isNull(payments.fulfilledAt)))
      .returning();
    if (!claimed || claimed.userId === null) return false;
    await credit(tx, claimed);
    return true;
  });
}

export async function addSuperLikes(tx: Tx, userId: number, count: number): Promise<void> {
  await tx
    .update(users)
    .set({ superLikes: sql`${users.superLikes} + ${count}` })
    .where(eq(users.id, userId));
}

export async function addBoosts(tx: Tx, userId: number, count: number): Promise<void> {
  await tx
    .update(users)
    .set({ boosts: sql`${users.boosts} + ${count}` })
    .where(eq(users.id, userId));
}

export async function lockUser(tx: Tx, userId: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  return row ?? null;
}

export async function setPremium(tx: Tx, userId: number, premiumUntil: Date, plan: string): Promise<void> {
  await tx.update(users).set({ premiumUntil, premiumPlan: plan }).where(eq(users.id, userId));
}

export async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertSubscription(db: Db, row: typeof subscriptions.$inferInsert): Promise<void> {
  await db.insert(subscriptions).values(row).onConflictDoNothing();
}

/** A paid period began or renewed: the subscription runs until `periodEnd` (an ended one stays ended). */
export async function activateSubscription(tx: Tx, id: string, periodEnd: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: "active", currentPeriodEnd: periodEnd })
    .where(and(eq(subscriptions.id, id), ne(subscriptions.status, "canceled")));
}

/** The member's latest paid subscription (running or ended); unpaid checkouts are not subscriptions yet. */
export async function latestSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "incomplete")))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The members' paid subscriptions that will renew (auto-renew on), whatever their other state. */
export async function renewingSubscriptionsOf(db: Db, userIds: number[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, userIds), eq(subscriptions.status, "active"), eq(subscriptions.cancelAtPeriodEnd, false)));
}

/** A subscription of this member; another member's id reads as unknown. */
export async function findOwnSubscription(db: Db, id: string, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function updateSubscription(
  db: Db,
  id: string,
  change: Partial<Pick<SubscriptionRow, "status" | "cancelAtPeriodEnd" | "currentPeriodEnd">>,
): Promise<SubscriptionRow | null> {
  const [row] = await db.update(subscriptions).set(change).where(eq(subscriptions.id, id)).returning();
  return row ?? null;
}

/** Every payment the member attempted, newest first: what the billing history and the export list. */
export async function paymentHistoryOf(db: Db, userId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ["succeeded", "failed", "canceled"])))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
