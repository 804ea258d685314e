import { and, eq, gte, isNotNull, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
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

/**
 * Who `viewer` may be shown in discovery, in one query: active, not blocked either way, not yet
 * swiped, genders that fit both ways, within the distance limit (bounding box on users_lat_lng_idx,
 * then haversine) unless worldwide. Boosted members first, then closest first.
 */
export async function findCandidates(db: Db, viewer: UserRow, filter: CandidateFilter): Promise<Candidate[]> {
  const hasLocation = viewer.latitude !== null && viewer.longitude !== null;
  const km = hasLocation ? haversineSql(viewer.latitude!, viewer.longitude!) : sql<number | null>`null::float8`;
  const boosted = sql<boolean>`coalesce(${users.boostedUntil} > ${filter.now.toISOString()}::timestamptz, false)`;

  const conditions: SQL[] = [
    ne(users.id, viewer.id),
    activeMember(),
    notBlockedWith(viewer.id, users.id),
    sql`not exists (select 1 from swipes s where s.from_user_id = ${viewer.id} and s.to_user_id = ${users.id})`,
    // They must be open to the viewer's gender ("other" only meets those open to everyone).
    viewer.gender === "other"
      ? eq(users.interestedIn, "both")
      : (or(eq(users.interestedIn, "both"), eq(users.interestedIn, viewer.gender)) as SQL),
  ];
  if (viewer.interestedIn !== "both") conditions.push(eq(users.gender, viewer.interestedIn));
  if (filter.excludeIds?.length) conditions.push(notInArray(users.id, filter.excludeIds));
  if (!filter.global && hasLocation) {
    const box = boundingBox({ latitude: viewer.latitude!, longitude: viewer.longitude! }, filter.maxDistanceKm);
    conditions.push(
      isNotNull(users.latitude),
      gte(users.latitude, box.minLat),
      lte(users.latitude, box.maxLat),
      longitudeRange(box.minLng, box.maxLng),
      sql`${km} <= ${filter.maxDistanceKm}::float8`,
    );
  }

  const rows = await db
    .select({ user: users, km, boosted })
    .from(users)
    .where(and(...conditions))
    .orderBy(sql`${boosted} desc`, sql`${km} asc nulls last`, users.id)
    .limit(filter.limit);
  return rows.map((r) => ({ row: r.user, km: r.km === null ? null : Number(r.km), boosted: Boolean(r.boosted) }));
}

/** One active member `viewer` may see (not blocked either way), or null. */
export async function findVisibleMember(db: Db, viewerId: number, targetId: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, targetId), ne(users.id, viewerId), activeMember(), notBlockedWith(viewerId, users.id)))
    .limit(1);
  return row ?? null;
}
