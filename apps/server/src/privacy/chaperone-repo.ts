import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { chaperoneMatches, chaperones, chaperoneViews, users } from "../db/schema";
import { activeMember } from "../visibility";
import type { Db } from "../platform/db";

export type ChaperoneRow = typeof chaperones.$inferSelect;

/** A live chaperone: not revoked and not expired at `now`. */
const live = (now: Date) => and(isNull(chaperones.revokedAt), gt(chaperones.expiresAt, now));

/** Of `matchIds`, those shared with a live chaperone (by either member). */
export async function chaperonedMatches(db: Db, matchIds: number[], now: Date): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ matchId: chaperoneMatches.matchId })
    .from(chaperoneMatches)
    .innerJoin(chaperones, eq(chaperones.id, chaperoneMatches.chaperoneId))
    .where(and(inArray(chaperoneMatches.matchId, matchIds), live(now)));
  return new Set(rows.map((r) => r.matchId));
}

export async function liveChaperonesOf(db: Db, ownerId: number, now: Date): Promise<ChaperoneRow[]> {
  return db.select().from(chaperones).where(and(eq(chaperones.ownerId, ownerId), live(now))).orderBy(chaperones.id);
}

export async function matchIdsOf(db: Db, chaperoneIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(chaperoneIds.map((id) => [id, []]));
  if (chaperoneIds.length === 0) return map;
  const rows = await db.select().from(chaperoneMatches).where(inArray(chaperoneMatches.chaperoneId, chaperoneIds)).orderBy(chaperoneMatches.matchId);
  for (const row of rows) map.get(row.chaperoneId)?.push(row.matchId);
  return map;
}

export async function viewsOf(db: Db, chaperoneIds: number[], limit: number): Promise<Map<number, Date[]>> {
  const map = new Map<number, Date[]>(chaperoneIds.map((id) => [id, []]));
  if (chaperoneIds.length === 0) return map;
  const rows = await db
    .select()
    .from(chaperoneViews)
    .where(inArray(chaperoneViews.chaperoneId, chaperoneIds))
    .orderBy(desc(chaperoneViews.viewedAt), desc(chaperoneViews.id));
  for (const row of rows) {
    const list = map.get(row.chaperoneId);
    if (list && list.length < limit) list.push(row.viewedAt);
  }
  return map;
}

export async function insertChaperone(
  db: Db,
  values: { ownerId: number; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
  shared: { matchId: number; sharedAt: Date }[],
): Promise<ChaperoneRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chaperones).values(values).returning();
    await tx.insert(chaperoneMatches).values(shared.map((s) => ({ chaperoneId: row.id, ...s })));
    return row;
  });
}

/** A live chaperone of `ownerId`, or null (another member's id looks the same as none). */
export async function liveChaperoneOf(db: Db, ownerId: number, id: number, now: Date): Promise<ChaperoneRow | null> {
  const [row] = await db.select().from(chaperones).where(and(eq(chaperones.id, id), eq(chaperones.ownerId, ownerId), live(now)));
  return row ?? null;
}

/**
 * Changes which conversations a chaperone reads, in one transaction: a removed one is gone for the
 * link at once (the page and both photo routes read this table); an added one reads from `sharedAt`.
 */
export async function rescopeChaperone(db: Db, chaperoneId: number, added: number[], removed: number[], sharedAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (removed.length) await tx.delete(chaperoneMatches).where(and(eq(chaperoneMatches.chaperoneId, chaperoneId), inArray(chaperoneMatches.matchId, removed)));
    if (added.length) await tx.insert(chaperoneMatches).values(added.map((matchId) => ({ chaperoneId, matchId, sharedAt }))).onConflictDoNothing();
  });
}

export async function revokeChaperone(db: Db, ownerId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(chaperones)
    .set({ revokedAt: now })
    .where(and(eq(chaperones.id, id), eq(chaperones.ownerId, ownerId), isNull(chaperones.revokedAt)))
    .returning({ id: chaperones.id });
  return rows.length === 1;
}

/** The live chaperone behind a link's secret (hashed), or null for an unknown, revoked or expired one. */
export async function chaperoneByToken(db: Db, tokenHash: string, now: Date): Promise<ChaperoneRow | null> {
  const [row] = await db
    .select({ chaperone: chaperones })
    .from(chaperones)
    // An owner who is deactivated or suspended has had their links ended (privacy/owner-links.ts); the
    // join holds the rule for a row that missed it (a suspension written by hand).
    .innerJoin(users, eq(users.id, chaperones.ownerId))
    .where(and(eq(chaperones.tokenHash, tokenHash), live(now), activeMember()));
  return row?.chaperone ?? null;
}

export async function recordView(db: Db, chaperoneId: number, at: Date): Promise<void> {
  await db.insert(chaperoneViews).values({ chaperoneId, viewedAt: at });
}

export async function liveChaperoneCount(db: Db, ownerId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chaperones).where(and(eq(chaperones.ownerId, ownerId), live(now)));
  return row?.n ?? 0;
}
