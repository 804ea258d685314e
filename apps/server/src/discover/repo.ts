import { and, eq, ne, sql } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { Database, Db } from "../platform/db";
import { visibleTo } from "../users/visibility";
import { eligible, haversineSql, nearest, type Candidate } from "./nearest";

export type { Candidate } from "./nearest";

export interface CandidateFilter {
  /** Worldwide: no distance limit, members without a location included. */
  global: boolean;
  maxDistanceKm: number;
  limit: number;
  now: Date;
  excludeIds?: number[];
  /** ADMIN_EMAILS: staff accounts are not in decks. */
  adminEmails: ReadonlySet<string>;
}

/**
 * Worldwide decks fill up closest first within this many km. Members beyond it, and those without
 * a location, follow most recently active first (users_recent_idx), so no query ever ranks the
 * whole table by distance.
 */
const WORLDWIDE_NEAR_KM = 300;

/**
 * Who `viewer` may be shown in discovery: active, not blocked either way, not yet swiped, genders
 * that fit both ways, within the distance limit unless worldwide. Boosted members first, then
 * closest first (discover/nearest.ts walks users_near_idx nearest first and stops early).
 *
 * Worldwide: boosted members anywhere (a few, on users_boosted_idx) closest first, then the closest
 * within WORLDWIDE_NEAR_KM, then everyone else most recently active first.
 */
export async function findCandidates(database: Pick<Database, "db" | "nearestDb">, viewer: UserRow, filter: CandidateFilter): Promise<Candidate[]> {
  const { db } = database;
  const dbs = { db, walkDb: database.nearestDb };
  const hasLocation = viewer.latitude !== null && viewer.longitude !== null;
  const excludeIds = filter.excludeIds ?? [];
  const opts = { now: filter.now, excludeIds, adminEmails: filter.adminEmails };
  if (!filter.global && hasLocation) {
    const boosted = await boostedMembers(db, viewer, filter, filter.maxDistanceKm);
    const near = await nearest(dbs, viewer, filter.maxDistanceKm, { ...opts, limit: filter.limit - boosted.length });
    return [...boosted, ...near];
  }

  const boosted = await boostedMembers(db, viewer, filter, null);
  const need = filter.limit - boosted.length;
  if (need <= 0) return boosted;
  const near = hasLocation ? await nearest(dbs, viewer, WORLDWIDE_NEAR_KM, { ...opts, limit: need }) : [];
  if (near.length >= need) return [...boosted, ...near];
  const rest = await recentlyActive(db, viewer, filter, need - near.length, [...excludeIds, ...near.map((c) => c.row.id)]);
  return [...boosted, ...near, ...rest];
}

const distanceFrom = (viewer: UserRow) =>
  viewer.latitude !== null && viewer.longitude !== null
    ? haversineSql({ latitude: viewer.latitude, longitude: viewer.longitude })
    : sql<number | null>`null::float8`;

/**
 * Boosted members (a few at any time, read from users_boosted_idx) within `radiusKm` or anywhere,
 * closest first. Not a nearest-first walk: boosted members are too rare nearby for it to stop early.
 */
async function boostedMembers(db: Db, viewer: UserRow, filter: CandidateFilter, radiusKm: number | null): Promise<Candidate[]> {
  const km = distanceFrom(viewer);
  const rows = await db
    .select({ row: users, km })
    .from(users)
    .where(
      and(
        eligible(viewer, filter.now, "only", filter.excludeIds ?? [], filter.adminEmails),
        radiusKm === null ? undefined : sql`${km} <= ${radiusKm}::float8`,
      ),
    )
    .orderBy(sql`${km} asc nulls last`, users.id)
    .limit(filter.limit);
  return rows.map((r) => ({ row: r.row, km: r.km === null ? null : Number(r.km), boosted: true }));
}

/** Not boosted, most recently active first: walks users_recent_idx and stops at the limit. */
async function recentlyActive(db: Db, viewer: UserRow, filter: CandidateFilter, limit: number, excludeIds: number[]): Promise<Candidate[]> {
  const km = distanceFrom(viewer);
  const rows = await db
    .select({ row: users, km })
    .from(users)
    .where(eligible(viewer, filter.now, "none", excludeIds, filter.adminEmails))
    .orderBy(sql`${users.lastActiveAt} desc nulls last`, sql`${users.id} desc nulls last`)
    .limit(limit);
  return rows.map((r) => ({ row: r.row, km: r.km === null ? null : Number(r.km), boosted: false }));
}

/** The member `targetId` if `viewer` may name them (users/visibility.ts visibleTo), or null. */
export async function findVisibleMember(db: Db, viewer: UserRow, targetId: number, adminEmails: ReadonlySet<string>): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, targetId), visibleTo(viewer, adminEmails)))
    .limit(1);
  return row ?? null;
}
