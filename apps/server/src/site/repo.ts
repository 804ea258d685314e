import { and, count, countDistinct, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { matches, siteSettings, users, type SiteSettingsRow } from "../db/schema";
import type { Db } from "../platform/db";

/** The one settings row (id 1); none on a fresh install until the first save. */
export async function loadSettingsRow(db: Db): Promise<SiteSettingsRow | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row ?? null;
}

/**
 * Saves `data` as version `baseVersion + 1` only if the stored version is still `baseVersion`
 * (0: no row yet). Returns the new row, or null when another save came first.
 */
export async function saveSettingsIfVersion(db: Db, data: unknown, baseVersion: number, by: number, at: Date): Promise<SiteSettingsRow | null> {
  if (baseVersion === 0) {
    const [row] = await db
      .insert(siteSettings)
      .values({ id: 1, data, version: 1, updatedAt: at, updatedBy: by })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(siteSettings)
    .set({ data, version: sql`${siteSettings.version} + 1`, updatedAt: at, updatedBy: by })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, baseVersion)))
    .returning();
  return row ?? null;
}

const activeMember = and(isNotNull(users.emailVerifiedAt), isNull(users.deactivatedAt), isNull(users.suspendedAt));

/** The real figures behind the landing tiles: active members, matches made, countries members are in. */
export async function siteCounts(db: Db): Promise<{ members: number; matches: number; countries: number }> {
  const [[m], [x], [c]] = await Promise.all([
    db.select({ n: count() }).from(users).where(activeMember),
    db.select({ n: count() }).from(matches),
    db
      .select({ n: countDistinct(sql`lower(trim(${users.country}))`) })
      .from(users)
      .where(and(activeMember, isNotNull(users.country), sql`trim(${users.country}) <> ''`)),
  ]);
  return { members: Number(m.n), matches: Number(x.n), countries: Number(c.n) };
}
