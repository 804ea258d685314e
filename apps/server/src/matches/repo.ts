import { and, eq, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { matches, users, type MatchRow, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { BatchLoader } from "../platform/batch-loader";
import { preparedPerDb } from "../platform/prepared";
import { notBlockedWith, presentAs } from "../visibility";

export type { MatchRow };

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

/** Records that `userId` opened the match (clears the new-match badge). */
export async function markSeen(db: Db, match: MatchRow, userId: number, at: Date): Promise<void> {
  await db
    .update(matches)
    .set(match.userAId === userId ? { userASeenAt: at } : { userBSeenAt: at })
    .where(eq(matches.id, match.id));
}

export const seenAtOf = (match: MatchRow, userId: number) => (match.userAId === userId ? match.userASeenAt : match.userBSeenAt);

/** Ids of the matches some members belong to. */
export async function matchIdsOf(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(or(inArray(matches.userAId, userIds), inArray(matches.userBId, userIds)));
  return rows.map((r) => r.id);
}

export async function deleteMatch(db: Db, matchId: number): Promise<void> {
  await db.delete(matches).where(eq(matches.id, matchId));
}
