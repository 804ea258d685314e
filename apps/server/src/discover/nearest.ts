import { and, asc, gt, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { boundingBox, type LatLng } from "../location/geo";
import { activeMember, gendersFit, notStaff } from "../users/visibility";

export interface Candidate {
  row: UserRow;
  /** Great-circle km between the stored (grid-snapped) locations, null when either has none. */
  km: number | null;
  boosted: boolean;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Haversine in SQL, matching location/geo.ts haversineKm. */
export function haversineSql(at: LatLng): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${users.latitude} - ${at.latitude}::float8) / 2), 2)
    + cos(radians(${at.latitude}::float8)) * cos(radians(${users.latitude}))
    * power(sin(radians(${users.longitude} - ${at.longitude}::float8) / 2), 2)))))`;
}

/** The expression of users_near_idx (GiST): longitude as x, latitude as y. */
const position = sql`point(${users.longitude}, ${users.latitude})`;

const box = (minLng: number, minLat: number, maxLng: number, maxLat: number): SQL =>
  sql`${position} <@ box(point(${minLng}::float8, ${minLat}::float8), point(${maxLng}::float8, ${maxLat}::float8))`;

/**
 * The boxes (degrees) that cover `radiusKm` around `at`: one, or two when the circle crosses the
 * antimeridian. `clipped` is the one box on the viewer's side, for the nearest-first walk, which
 * needs a single index condition to keep its order.
 */
function boxesAround(at: LatLng, radiusKm: number): { all: SQL; clipped: SQL; complete: boolean } {
  const b = boundingBox(at, radiusKm);
  const minLat = Math.max(-90, b.minLat);
  const maxLat = Math.min(90, b.maxLat);
  if (b.maxLng - b.minLng >= 360) {
    const whole = box(-180, minLat, 180, maxLat);
    return { all: whole, clipped: whole, complete: true };
  }
  const clipped = box(Math.max(-180, b.minLng), minLat, Math.min(180, b.maxLng), maxLat);
  if (b.minLng < -180) return { all: or(clipped, box(b.minLng + 360, minLat, 180, maxLat)) as SQL, clipped, complete: false };
  if (b.maxLng > 180) return { all: or(clipped, box(-180, minLat, b.maxLng - 360, maxLat)) as SQL, clipped, complete: false };
  return { all: clipped, clipped, complete: true };
}

/** Genders spelled out so one statement shape serves every viewer. */
const ALL_GENDERS = ["male", "female", "other"] as const;

/**
 * Who `viewer` may be shown at all: active, not self, genders that fit both ways, not blocked
 * either way, not yet swiped, not excluded. The anti-joins run on each row as an index walk reads
 * it (swipes_pair_unique, blocks pk, blocks_blocked_idx), so swiped members are skipped before any
 * ranking, not after a sort.
 */
export function eligible(
  viewer: UserRow,
  now: Date,
  boosted: "only" | "none" | "any",
  excludeIds: number[],
  adminEmails: ReadonlySet<string>,
): SQL {
  const conditions: SQL[] = [
    ne(users.id, viewer.id),
    activeMember(),
    gendersFit(viewer),
    notStaff(adminEmails),
    sql`not exists (select 1 from swipes s where s.from_user_id = ${viewer.id} and s.to_user_id = ${users.id})`,
    sql`not exists (select 1 from blocks b where b.blocker_id = ${viewer.id} and b.blocked_id = ${users.id})`,
    sql`not exists (select 1 from blocks b2 where b2.blocker_id = ${users.id} and b2.blocked_id = ${viewer.id})`,
  ];
  if (excludeIds.length) conditions.push(notInArray(users.id, excludeIds));
  if (boosted === "only") conditions.push(gt(users.boostedUntil, now));
  if (boosted === "none") conditions.push(or(isNull(users.boostedUntil), lte(users.boostedUntil, now)) as SQL);
  return and(...conditions) as SQL;
}

/**
 * The `limit` closest eligible members who are not boosted (boosted ones are read apart, repo.ts)
 * within `radiusKm` of `viewer` (who has a location), closest first, ties by id. Work stays flat however many members live nearby:
 *
 * 1. Walk users_near_idx (GiST) nearest first with `<->` and stop at `limit` eligible rows (on
 *    `walkDb`, whose sessions plan no bitmap scans and no sorts; see Database.nearestDb). `<->`
 *    measures degrees, not km (a degree of longitude shrinks away from the equator), so this
 *    order is close but not exact; the farthest of these rows, at `reach` km, bounds the answer:
 *    the true `limit` closest all lie within `reach`.
 * 2. Read everyone eligible within `reach` (a small box on the same index) and rank by haversine.
 *
 * Fewer than `limit` in step 1 means everyone eligible within the radius was found already.
 */
export async function nearest(
  { db, walkDb }: { db: Db; walkDb: Db },
  viewer: UserRow,
  radiusKm: number,
  opts: { now: Date; limit: number; excludeIds: number[]; adminEmails: ReadonlySet<string> },
): Promise<Candidate[]> {
  if (opts.limit <= 0) return [];
  const at = { latitude: viewer.latitude!, longitude: viewer.longitude! };
  const km = haversineSql(at);
  const who = eligible(viewer, opts.now, "none", opts.excludeIds, opts.adminEmails);
  const within = boxesAround(at, radiusKm);

  const probe = await walkDb
    .select({ id: users.id, km })
    .from(users)
    .where(and(within.clipped, who, sql`${km} <= ${radiusKm}::float8`))
    .orderBy(sql`${position} <-> point(${at.longitude}::float8, ${at.latitude}::float8)`)
    .limit(opts.limit);
  const full = probe.length === opts.limit;
  const reach = full ? Math.max(...probe.map((r) => Number(r.km))) : radiusKm;
  if (!full && within.complete && probe.length === 0) return [];

  // Step 2: exact ranking within `reach` (or, when step 1 only saw the viewer's side of the
  // antimeridian, within the whole radius).
  const area = full || !within.complete ? boxesAround(at, reach).all : inArray(users.id, probe.map((r) => r.id));
  const rows = await db
    .select({ row: users, km })
    .from(users)
    .where(and(area, who, sql`${km} <= ${reach}::float8`))
    .orderBy(asc(km), asc(users.id))
    .limit(opts.limit);
  return rows.map((r) => ({ row: r.row, km: Number(r.km), boosted: false }));
}
