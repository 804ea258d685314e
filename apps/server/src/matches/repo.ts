import { and, desc, eq, inArray, isNull, lt, ne, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { matches, messages, users, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { BatchLoader } from "../platform/batch-loader";
import { preparedPerDb } from "../platform/prepared";
import { notBlockedWith, presentAs } from "../visibility/policy";
import { hiddenFor, hidesAnything, type HidesMessage } from "../privacy/hidden-words";

export type MatchRow = typeof matches.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The id of the other member of a match. */
export const otherOf = (match: Pick<MatchRow, "userAId" | "userBId">, userId: number) =>
  match.userAId === userId ? match.userBId : match.userAId;

/** Pairs are stored with userAId < userBId. */
export const orderedPair = (x: number, y: number): [number, number] => (x < y ? [x, y] : [y, x]);

const other = alias(users, "other");
/** A member's id: a value, a placeholder, or a column of a batched query (partnerIds). */
type MemberId = number | Placeholder | SQL;

const otherIdOf = (userId: MemberId) => sql<number>`case when ${matches.userAId} = ${userId} then ${matches.userBId} else ${matches.userAId} end`;

/** Matches of `userId` whose other member is active and not blocked either way (join `other` first). */
const visibleMatchOf = (userId: MemberId) =>
  and(or(eq(matches.userAId, userId), eq(matches.userBId, userId)), activeMemberOf(), notBlockedWith(userId, other.id));

/** Matches of `userId` whose other member is active and not blocked either way, with that member's row. */
export async function visibleMatches(db: Db, userId: number): Promise<{ match: MatchRow; other: UserRow }[]> {
  return db.select({ match: matches, other }).from(matches).innerJoin(other, eq(other.id, otherIdOf(userId))).where(visibleMatchOf(userId));
}

/** The policy's present rule (visibility/policy.ts) for the aliased other member. */
const activeMemberOf = () => presentAs(other);

/**
 * A match `userId` belongs to with its other member's row, and whether that member may still be
 * reached (active, not blocked either way): one round trip for the chat's hot path.
 */
export async function matchWithOther(
  db: Db,
  matchId: number,
  userId: number,
): Promise<{ match: MatchRow; other: UserRow; reachable: boolean } | undefined> {
  const [row] = await db
    .select({ match: matches, other, reachable: sql<boolean>`(${activeMemberOf()}) and ${notBlockedWith(userId, other.id)}` })
    .from(matches)
    .innerJoin(other, eq(other.id, otherIdOf(userId)))
    .where(and(eq(matches.id, matchId), or(eq(matches.userAId, userId), eq(matches.userBId, userId))))
    .limit(1);
  return row ? { ...row, reachable: Boolean(row.reachable) } : undefined;
}

/** A match that `userId` belongs to, or undefined. */
export async function matchOf(db: Db, matchId: number, userId: number): Promise<MatchRow | undefined> {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), or(eq(matches.userAId, userId), eq(matches.userBId, userId))))
    .limit(1);
  return row;
}

export async function matchBetween(db: Db, x: number, y: number): Promise<MatchRow | undefined> {
  const [a, b] = orderedPair(x, y);
  const [row] = await db.select().from(matches).where(and(eq(matches.userAId, a), eq(matches.userBId, b))).limit(1);
  return row;
}

/**
 * Ids of members matched with `userId` (active, not blocked): who hears about their presence. Only
 * the ids, not visibleMatches' whole rows: this runs on a member's first socket and on their last
 * socket's close, so the members of a burst (a deploy's reconnects, a network blip's closes) are
 * asked together.
 */
export async function partnerIds(db: Db, userId: number): Promise<number[]> {
  return (await partnersOf(db).load(userId)) ?? [];
}

const partnerIdsQuery = preparedPerDb((db) => {
  const me = sql<number>`me.id`;
  return db
    .select({ userId: me, partnerId: other.id })
    .from(sql`unnest(${sql.placeholder("userIds")}::int[]) as me(id)`)
    .innerJoin(matches, or(eq(matches.userAId, me), eq(matches.userBId, me)))
    .innerJoin(other, eq(other.id, otherIdOf(me)))
    .where(visibleMatchOf(me))
    .prepare("");
});

const partnersOf = preparedPerDb(
  (db: Db) =>
    new BatchLoader<number, number[]>(async (userIds) => {
      const partners = new Map<number, number[]>();
      for (const { userId, partnerId } of await partnerIdsQuery(db).execute({ userIds })) {
        const list = partners.get(userId);
        if (list) list.push(partnerId);
        else partners.set(userId, [partnerId]);
      }
      return partners;
    }),
);

export async function lastMessages(db: Db, matchIds: number[]): Promise<Map<number, MessageRow>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.matchId])
    .from(messages)
    .where(inArray(messages.matchId, matchIds))
    .orderBy(messages.matchId, desc(messages.id));
  return new Map(rows.map((r) => [r.matchId, r]));
}

/**
 * Unread messages per match, less those that go to the reader's hidden fold: a hidden message must
 * not light a badge. A reader without hidden words gets one count query; otherwise only the unread
 * messages of these matches are read and filtered.
 */
export async function unreadByMatch(db: Db, matchIds: number[], readerId: number, hides: HidesMessage): Promise<Map<number, number>> {
  if (matchIds.length === 0) return new Map();
  const unread = and(inArray(messages.matchId, matchIds), ne(messages.senderId, readerId), isNull(messages.readAt));
  if (!hidesAnything(hides)) {
    const rows = await db
      .select({ matchId: messages.matchId, count: sql<number>`count(*)::int` })
      .from(messages)
      .where(unread)
      .groupBy(messages.matchId);
    return new Map(rows.map((r) => [r.matchId, Number(r.count)]));
  }
  const rows = await db
    .select({ matchId: messages.matchId, kind: messages.kind, content: messages.content, removedAt: messages.removedAt })
    .from(messages)
    .where(unread);
  const counts = new Map<number, number>();
  for (const row of rows) if (!hiddenFor(hides, row)) counts.set(row.matchId, (counts.get(row.matchId) ?? 0) + 1);
  return counts;
}

/** A page of messages, oldest first: the newest `limit` before message id `before`. */
export async function messagePage(db: Db, matchId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(before ? and(eq(messages.matchId, matchId), lt(messages.id, before)) : eq(messages.matchId, matchId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Marks the other member's unread messages read; returns how many. */
export async function markRead(db: Db, matchId: number, readerId: number, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.matchId, matchId), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Records that `userId` opened the match (clears the new-match badge). */
export async function markSeen(db: Db, match: MatchRow, userId: number, at: Date): Promise<void> {
  await db
    .update(matches)
    .set(match.userAId === userId ? { userASeenAt: at } : { userBSeenAt: at })
    .where(eq(matches.id, match.id));
}

export const seenAtOf = (match: MatchRow, userId: number) => (match.userAId === userId ? match.userASeenAt : match.userBSeenAt);

export async function deleteMatch(db: Db, matchId: number): Promise<void> {
  await db.delete(matches).where(eq(matches.id, matchId));
}
