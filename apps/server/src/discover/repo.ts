import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../platform/db";
import { boundingBox } from "../location/geo";
import { activeMember, notBlockedWith } from "../users/visibility";

export interface CandidateFilter {
  /** Worldwide: no distance limit, members without a location included. */
  global: boolean;
  maxDistanceKm: number;
  limit: number;
  now: Date;
  excludeIds?: number[];
}

export interface Candidate {
  row: UserRow;
  /** Great-circle km between the stored (grid-snapped) locations, null when either has none. */
  km: number | null;
  boosted: boolean;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Haversine in SQL, matching location/geo.ts haversineKm. */
function haversineSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${users.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${users.latitude}))
    * power(sin(radians(${users.longitude} - ${lng}::float8) / 2), 2)))))`;
}

/** Longitude range of a bounding box, split in two when it crosses the antimeridian. */
function longitudeRange(minLng: number, maxLng: number): SQL {
  if (minLng >= -180 && maxLng <= 180) return and(gte(users.longitude, minLng), lte(users.longitude, maxLng)) as SQL;
  if (maxLng - minLng >= 360) return sql`true`;
  if (minLng < -180) return or(gte(users.longitude, minLng + 360), lte(users.longitude, maxLng)) as SQL;
  return or(gte(users.longitude, minLng), lte(users.longitude, maxLng - 360)) as SQL;
}

/** Genders spelled out so the planner can use users_discover_idx (gender first) for "both" too. */
const ALL_GENDERS = ["male", "female", "other"] as const;

/**
 * Worldwide decks fill up closest first within these rings (km), searched outwards, stopping at the
 * first that fills the deck. Members beyond the last ring, and those without a location, follow
 * most recently active first (users_recent_idx), so the query never sorts the whole table by distance.
 */
const WORLDWIDE_RADII_KM = [100, 300];

/** Neither side has blocked the other: two anti-joins, each on an index (blocks pk, blocks_blocked_idx). */
const notBlocked = (viewerId: number, otherId: SQL.Aliased | AnyPgColumn): SQL =>
  sql`not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${otherId})
    and not exists (select 1 from blocks b2 where b2.blocker_id = ${otherId} and b2.blocked_id = ${viewerId})`;

/** Not yet swiped by the viewer: anti-join on swipes_pair_unique (from_user_id, to_user_id). */
const notSwiped = (viewerId: number, otherId: SQL.Aliased | AnyPgColumn): SQL =>
  sql`not exists (select 1 from swipes s where s.from_user_id = ${viewerId} and s.to_user_id = ${otherId})`;

interface Slice {
  /** Only members within this many km (bounding box, then haversine); null: anywhere, with or without a location. */
  radiusKm: number | null;
  /** Boosted members only, non-boosted only, or both (boosted sorted first). */
  boosted: "only" | "none" | "any";
  limit: number;
  /** Closest first (default), or most recently active first. */
  order?: "distance" | "recent";
  excludeIds?: number[];
}

/**
 * Who `viewer` may be shown in discovery: active, not blocked either way, not yet swiped, genders
 * that fit both ways, within the distance limit unless worldwide. Boosted members first, then closest
 * first.
 *
 * Distance mode is one query: bounding box on users_discover_idx (active members by gender,
 * interested_in, latitude), then haversine. Worldwide mode: boosted members (a few, on
 * users_boosted_idx) closest first, then the closest within the rings of WORLDWIDE_RADII_KM, then
 * everyone else most recently active first.
 */
export async function findCandidates(db: Db, viewer: UserRow, filter: CandidateFilter): Promise<Candidate[]> {
  const hasLocation = viewer.latitude !== null && viewer.longitude !== null;
  if (!filter.global && hasLocation) return slice(db, viewer, filter, { radiusKm: filter.maxDistanceKm, boosted: "any", limit: filter.limit });

  const boosted = await slice(db, viewer, filter, { radiusKm: null, boosted: "only", limit: filter.limit });
  const need = filter.limit - boosted.length;
  if (need <= 0) return boosted;
  let near: Candidate[] = [];
  if (hasLocation) {
    for (const radiusKm of WORLDWIDE_RADII_KM) {
      near = await slice(db, viewer, filter, { radiusKm, boosted: "none", limit: need });
      if (near.length >= need) return [...boosted, ...near];
    }
  }
  const rest = await slice(db, viewer, filter, {
    radiusKm: null,
    boosted: "none",
    limit: need - near.length,
    order: "recent",
    excludeIds: near.map((c) => c.row.id),
  });
  return [...boosted, ...near, ...rest];
}

async function slice(db: Db, viewer: UserRow, filter: CandidateFilter, part: Slice): Promise<Candidate[]> {
  const hasLocation = viewer.latitude !== null && viewer.longitude !== null;
  const km = hasLocation ? haversineSql(viewer.latitude!, viewer.longitude!) : sql<number | null>`null::float8`;
  const nowIso = filter.now.toISOString();
  const boosted = sql<boolean>`coalesce(${users.boostedUntil} > ${nowIso}::timestamptz, false)`;

  const conditions: SQL[] = [
    ne(users.id, viewer.id),
    activeMember(),
    // They must be open to the viewer's gender ("other" only meets those open to everyone).
    viewer.gender === "other" ? eq(users.interestedIn, "both") : inArray(users.interestedIn, ["both", viewer.gender]),
    viewer.interestedIn === "both" ? inArray(users.gender, [...ALL_GENDERS]) : eq(users.gender, viewer.interestedIn),
  ];
  const excludeIds = [...(filter.excludeIds ?? []), ...(part.excludeIds ?? [])];
  if (excludeIds.length) conditions.push(notInArray(users.id, excludeIds));
  if (part.boosted === "only") conditions.push(gt(users.boostedUntil, filter.now));
  if (part.boosted === "none") conditions.push(or(isNull(users.boostedUntil), lte(users.boostedUntil, filter.now)) as SQL);
  if (part.radiusKm !== null && hasLocation) {
    const box = boundingBox({ latitude: viewer.latitude!, longitude: viewer.longitude! }, part.radiusKm);
    conditions.push(
      isNotNull(users.latitude),
      gte(users.latitude, box.minLat),
      lte(users.latitude, box.maxLat),
      longitudeRange(box.minLng, box.maxLng),
      sql`${km} <= ${part.radiusKm}::float8`,
    );
  }

  if (part.order === "recent") {
    // Walks users_recent_idx and stops at the limit.
    const rows = await db
      .select({ user: users, km, boosted })
      .from(users)
      .where(and(...conditions, notBlocked(viewer.id, users.id), notSwiped(viewer.id, users.id)))
      .orderBy(sql`${users.lastActiveAt} desc nulls last`, sql`${users.id} desc nulls last`)
      .limit(part.limit);
    return rows.map(toCandidate);
  }
  // Closest first: rank id, distance and boost from users_discover_idx alone (an index-only scan),
  // then apply the swipe and block anti-joins in that order and read full rows for the deck only.
  const ranked = db
    .select({ id: users.id, km: km.as("km"), boosted: boosted.as("boosted") })
    .from(users)
    .where(and(...conditions))
    .orderBy(sql`${boosted} desc`, sql`${km} asc nulls last`, users.id)
    .as("ranked");
  const rows = await db
    .select({ user: users, km: ranked.km, boosted: ranked.boosted })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.id))
    .where(and(notBlocked(viewer.id, ranked.id), notSwiped(viewer.id, ranked.id)))
    .orderBy(sql`${ranked.boosted} desc`, sql`${ranked.km} asc nulls last`, ranked.id)
    .limit(part.limit);
  return rows.map(toCandidate);
}

const toCandidate = (r: { user: UserRow; km: number | null; boosted: boolean }): Candidate => ({
  row: r.user,
  km: r.km === null ? null : Number(r.km),
  boosted: Boolean(r.boosted),
});

/** One active member `viewer` may see (not blocked either way), or null. */
export async function findVisibleMember(db: Db, viewerId: number, targetId: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, targetId), ne(users.id, viewerId), activeMember(), notBlockedWith(viewerId, users.id)))
    .limit(1);
  return row ?? null;
}
