import { and, count, countDistinct, desc, eq, gt, gte, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { pageViews, users } from "../db/schema";
import type { Db } from "../platform/db";

/** Queries of the analytics feature. Counts come back as numbers on both drivers. */

export async function insertPageView(
  db: Db,
  row: { visitorHash: string; userId: number | null; path: string; country: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(pageViews).values(row);
}

/** Writes lastActiveAt unless it was written within `throttleMs`: one cheap UPDATE, no read. */
export async function touchLastActive(db: Db, userId: number, now: Date, throttleMs: number): Promise<void> {
  const before = new Date(now.getTime() - throttleMs);
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(and(eq(users.id, userId), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, before))));
}

export async function pageViewTotals(db: Db): Promise<{ total: number; unique: number }> {
  const [row] = await db.select({ total: count(), unique: countDistinct(pageViews.visitorHash) }).from(pageViews);
  return { total: row?.total ?? 0, unique: row?.unique ?? 0 };
}

export async function topViewCountries(db: Db, limit: number) {
  const n = count();
  return db
    .select({ country: sql<string>`${pageViews.country}`, count: n })
    .from(pageViews)
    .where(isNotNull(pageViews.country))
    .groupBy(pageViews.country)
    .orderBy(desc(n), pageViews.country)
    .limit(limit);
}

export async function topPages(db: Db, limit: number) {
  const n = count();
  return db.select({ page: pageViews.path, count: n }).from(pageViews).groupBy(pageViews.path).orderBy(desc(n), pageViews.path).limit(limit);
}

const registered = isNull(users.deactivatedAt);

export async function topUserCountries(db: Db, limit: number) {
  const n = count();
  return db
    .select({ country: sql<string>`${users.country}`, count: n })
    .from(users)
    .where(and(registered, isNotNull(users.country), ne(users.country, "")))
    .groupBy(users.country)
    .orderBy(desc(n), users.country)
    .limit(limit);
}

export async function userTotals(db: Db, now: Date): Promise<{ registered: number; premium: number }> {
  const [row] = await db
    .select({
      registered: count(),
      premium: sql<number>`count(*) filter (where ${users.premiumUntil} > ${now.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(users)
    .where(registered);
  return { registered: row?.registered ?? 0, premium: row?.premium ?? 0 };
}

export async function newestUsers(db: Db, limit: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      country: users.country,
      emailVerifiedAt: users.emailVerifiedAt,
      premiumUntil: users.premiumUntil,
    })
    .from(users)
    .where(registered)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export async function visitorsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ n: countDistinct(pageViews.visitorHash) }).from(pageViews).where(gte(pageViews.createdAt, since));
  return row?.n ?? 0;
}

/** Countries of the visitors seen since `since`, each visitor counted once per country. */
export async function visitorCountriesSince(db: Db, since: Date, limit: number) {
  const n = countDistinct(pageViews.visitorHash);
  return db
    .select({ country: sql<string>`${pageViews.country}`, count: n })
    .from(pageViews)
    .where(and(gte(pageViews.createdAt, since), isNotNull(pageViews.country)))
    .groupBy(pageViews.country)
    .orderBy(desc(n), pageViews.country)
    .limit(limit);
}

/** Members active since `since`, most recent first (candidates for "online" too). */
export async function usersActiveSince(db: Db, since: Date, limit: number) {
  return db
    .select({ id: users.id, username: users.username, country: users.country, lastActiveAt: users.lastActiveAt })
    .from(users)
    .where(and(registered, isNull(users.suspendedAt), gt(users.lastActiveAt, since)))
    .orderBy(desc(users.lastActiveAt), desc(users.id))
    .limit(limit);
}
