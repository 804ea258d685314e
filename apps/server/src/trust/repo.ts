import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { heldActions, memberReviews, messageWarnings, messages, reports, swipes, trustIntros, trustSignals, users, type TrustSignalCode } from "../db/schema";
import type { Db } from "../platform/db";
import { namedStatement } from "../platform/named-statement";

// The trust feature's SQL (docs/trust-and-safety.md).

export type ReviewState = "held" | "pending" | "cleared";

export async function insertSignal(db: Db, userId: number, code: TrustSignalCode, evidence: Record<string, unknown>, at: Date): Promise<void> {
  await db.insert(trustSignals).values({ userId, code, evidence, createdAt: at });
}

/** How many open signals of `code` the member has. */
export async function openSignalCount(db: Db, userId: number, code: TrustSignalCode): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trustSignals)
    .where(and(eq(trustSignals.userId, userId), eq(trustSignals.code, code), isNull(trustSignals.resolvedAt)));
  return Number(row?.n ?? 0);
}

/** Resolves the member's open signals; how many there were. */
export async function resolveSignals(db: Db, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(trustSignals)
    .set({ resolvedAt: at })
    .where(and(eq(trustSignals.userId, userId), isNull(trustSignals.resolvedAt)))
    .returning({ id: trustSignals.id });
  return rows.length;
}

/** Members with open signals, or held, or pending; newest signal first. */
/** Open signals, newest first (capped); `userIds`: only these members'. */
export async function openSignalRows(db: Db, userIds?: number[]) {
  return db
    .select({ userId: trustSignals.userId, code: trustSignals.code, evidence: trustSignals.evidence, createdAt: trustSignals.createdAt })
    .from(trustSignals)
    .where(and(isNull(trustSignals.resolvedAt), userIds ? inArray(trustSignals.userId, userIds) : undefined))
    .orderBy(desc(trustSignals.createdAt), desc(trustSignals.id))
    .limit(5000);
}

export async function heldMembers(db: Db, userIds?: number[]) {
  return db
    .select()
    .from(memberReviews)
    .where(and(eq(memberReviews.state, "held"), userIds ? inArray(memberReviews.userId, userIds) : undefined));
}

export async function membersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, profilePhoto: users.profilePhoto, photos: users.photos, suspendedAt: users.suspendedAt }).from(users).where(inArray(users.id, ids));
}

export async function reviewOf(db: Db, userId: number) {
  const [row] = await db.select().from(memberReviews).where(eq(memberReviews.userId, userId)).limit(1);
  return row ?? null;
}

export async function reviewsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(memberReviews).where(inArray(memberReviews.userId, ids));
}

/** Sets the member's review state (insert or update); `onlyFrom`: only when the current state is one of these (or none). */
export async function setReview(db: Db, userId: number, state: ReviewState, at: Date, fields: { reason?: string | null; decidedBy?: number | null } = {}): Promise<void> {
  await db
    .insert(memberReviews)
    .values({ userId, state, since: at, reason: fields.reason ?? null, decidedBy: fields.decidedBy ?? null, decidedAt: fields.decidedBy ? at : null })
    .onConflictDoUpdate({
      target: memberReviews.userId,
      set: { state, since: at, reason: fields.reason ?? null, decidedBy: fields.decidedBy ?? null, decidedAt: fields.decidedBy ? at : null, appealedAt: null, appeal: null },
    });
}

/** Holds a member unless they are held already; true when this call put them on hold. */
export async function holdIfNot(db: Db, userId: number, reason: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(memberReviews)
    .values({ userId, state: "held", since: at, reason })
    .onConflictDoUpdate({ target: memberReviews.userId, set: { state: "held", since: at, reason, appealedAt: null, appeal: null }, setWhere: sql`${memberReviews.state} <> 'held'` })
    .returning({ id: memberReviews.userId });
  return rows.length > 0;
}

export async function deleteReview(db: Db, userId: number): Promise<void> {
  await db.delete(memberReviews).where(eq(memberReviews.userId, userId));
}

/**
 * Held members and those waiting for approval, who are in no deck (docs/trust-and-safety.md), as SQL
 * text (a subquery of ids): the deck's statements leave them out in place (discover/deck-statements.ts
 * ELIGIBLE), so a deck reads them in the same round trip as everything else.
 */
export const WITHHELD_FROM_DECKS_SQL = `select r.user_id from member_reviews r where r.state in ('held', 'pending')`;

export async function setAppeal(db: Db, userId: number, message: string | null, at: Date) {
  const [row] = await db
    .update(memberReviews)
    .set({ appealedAt: sql`coalesce(${memberReviews.appealedAt}, ${at.toISOString()}::timestamptz)`, appeal: sql`coalesce(${memberReviews.appeal}, ${message})` })
    .where(and(eq(memberReviews.userId, userId), eq(memberReviews.state, "held")))
    .returning({ appealedAt: memberReviews.appealedAt });
  return row?.appealedAt ?? null;
}

export async function pendingMembers(db: Db) {
  return db
    .select({ userId: users.id, name: users.name, age: users.age, profilePhoto: users.profilePhoto, photos: users.photos, bio: users.bio, since: memberReviews.since })
    .from(memberReviews)
    .innerJoin(users, eq(users.id, memberReviews.userId))
    .where(eq(memberReviews.state, "pending"))
    .orderBy(asc(memberReviews.since));
}

// --- Held likes and messages ---

export async function insertHeld(db: Db, userId: number, kind: "like" | "message", toUserId: number, payload: Record<string, unknown>, at: Date): Promise<void> {
  await db.insert(heldActions).values({ userId, kind, toUserId, payload, createdAt: at });
}

/** Whether the member already has a held message sent with this Idempotency-Key (a retry is held once). */
export async function hasHeldKey(db: Db, userId: number, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(heldActions)
    .where(and(eq(heldActions.userId, userId), eq(heldActions.kind, "message"), sql`${heldActions.payload}->>'clientId' = ${clientId}`))
    .limit(1);
  return row !== undefined;
}

/** Takes the member's held actions out (oldest first): delivered or dropped by the caller. */
export async function takeHeld(db: Db, userId: number) {
  return db.delete(heldActions).where(eq(heldActions.userId, userId)).returning();
}

// --- Intros (first messages and like comments) ---

/** Records an intro once per pair; false when the pair already had one (not a new person). */
export async function recordIntro(db: Db, senderId: number, recipientId: number, shape: string, at: Date): Promise<boolean> {
  const rows = await db.insert(trustIntros).values({ senderId, recipientId, shape, createdAt: at }).onConflictDoNothing().returning({ id: trustIntros.recipientId });
  return rows.length > 0;
}

export async function introsSince(db: Db, senderId: number, since: Date) {
  return db
    .select({ recipientId: trustIntros.recipientId, shape: trustIntros.shape, createdAt: trustIntros.createdAt })
    .from(trustIntros)
    .where(and(eq(trustIntros.senderId, senderId), gt(trustIntros.createdAt, since)))
    .orderBy(asc(trustIntros.createdAt))
    .limit(1000);
}

export async function hasIntro(db: Db, senderId: number, recipientId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(trustIntros).where(and(eq(trustIntros.senderId, senderId), eq(trustIntros.recipientId, recipientId))).limit(1);
  return row !== undefined;
}

/** Messages each member of a match has written (notices aside): how young the conversation is. */
/**
 * How many messages each member of a match has written (notices aside), each counted only up to
 * `cap`: the gate asks whether either has written at all and whether both have written
 * rules.youngConversationMessages, so a long conversation costs the same as a young one. Each count
 * reads at most `cap` entries of messages_match_sender_idx.
 */
// $1 match, $2 sender, $3 cap. Cast parameters: the statement is named (parsed and planned once per connection).
const gateStatement = namedStatement<{ recipient_id: number; mine: number; theirs: number; review_state: ReviewState | null }>(
  "ulfa_trust_gate",
  `select o.recipient_id,
    (select count(*)::int from (select 1 from messages s where s.match_id = $1::int and s.sender_id = $2::int and s.kind <> 'notice' limit $3::int) c) as mine,
    (select count(*)::int from (select 1 from messages r where r.match_id = $1::int and r.sender_id = o.recipient_id and r.kind <> 'notice' limit $3::int) c) as theirs,
    (select v.state from member_reviews v where v.user_id = $2::int) as review_state
  from matches m, lateral (select case when m.user_a_id = $2::int then m.user_b_id else m.user_a_id end as recipient_id) o
  where m.id = $1::int and (m.user_a_id = $2::int or m.user_b_id = $2::int)`,
);

/**
 * What the first-message gate reads about a send, in one named statement (the chat's send path
 * waits for it before storing: three round trips were one each): the other member of the sender's
 * match, each member's messages of it counted up to `cap`, and the sender's review state. Undefined
 * when it is not the sender's match.
 */
export async function messageGate(
  db: Db,
  matchId: number,
  senderId: number,
  cap: number,
): Promise<{ recipientId: number; mine: number; theirs: number; review: ReviewState | null } | undefined> {
  const [row] = await gateStatement(db, [matchId, senderId, cap]);
  if (!row) return undefined;
  return { recipientId: Number(row.recipient_id), mine: Number(row.mine), theirs: Number(row.theirs), review: row.review_state };
}

export async function likesSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(swipes)
    .where(and(eq(swipes.fromUserId, userId), eq(swipes.isLike, true), gt(swipes.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Different members who reported `userId` since then. */
export async function reportersSince(db: Db, userId: number, since: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.reportedId, userId), gt(reports.createdAt, since)));
  return rows.map((r) => r.id);
}

/** Reports about the member that a moderator acted on (confirmed): each halves their intro allowance. */
export async function confirmedReports(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(and(eq(reports.reportedId, userId), eq(reports.status, "actioned")));
  return Number(row?.n ?? 0);
}

// --- Safety tips on messages ---

export async function insertWarning(db: Db, messageId: number, code: "MONEY_REQUEST" | "OFF_PLATFORM_CONTACT"): Promise<void> {
  await db.insert(messageWarnings).values({ messageId, code }).onConflictDoNothing();
}

export async function warningsOf(db: Db, messageIds: number[]): Promise<Map<number, "MONEY_REQUEST" | "OFF_PLATFORM_CONTACT">> {
  if (messageIds.length === 0) return new Map();
  const rows = await db.select().from(messageWarnings).where(inArray(messageWarnings.messageId, messageIds));
  return new Map(rows.map((r) => [r.messageId, r.code as "MONEY_REQUEST" | "OFF_PLATFORM_CONTACT"]));
}
