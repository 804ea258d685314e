import type { Db } from "../platform/db";
import { boundingBox, type LatLng } from "../location/geo";
import { asKm, listedStatement, walkStatement, withinStatement, type Box, type DeckMember, type DeckRow } from "./deck-statements";

export interface Candidate {
  row: DeckMember;
  /** Great-circle km between the stored (grid-snapped) locations, null when either has none. */
  km: number | null;
  boosted: boolean;
}

/**
 * The boxes (degrees) that cover `radiusKm` around `at`: one, or two when the circle crosses the
 * antimeridian (`boxes` then holds both; otherwise the same box twice, so one statement text serves
 * both cases). `clipped` is the one box on the viewer's side, for the nearest-first walk, which
 * needs a single index condition to keep its order.
 */
function boxesAround(at: LatLng, radiusKm: number): { boxes: [Box, Box]; clipped: Box; complete: boolean } {
  const b = boundingBox(at, radiusKm);
  const minLat = Math.max(-90, b.minLat);
  const maxLat = Math.min(90, b.maxLat);
  if (b.maxLng - b.minLng >= 360) {
    const whole: Box = [-180, minLat, 180, maxLat];
    return { boxes: [whole, whole], clipped: whole, complete: true };
  }
  const clipped: Box = [Math.max(-180, b.minLng), minLat, Math.min(180, b.maxLng), maxLat];
  if (b.minLng < -180) return { boxes: [clipped, [b.minLng + 360, minLat, 180, maxLat]], clipped, complete: false };
  if (b.maxLng > 180) return { boxes: [clipped, [-180, minLat, b.maxLng - 360, maxLat]], clipped, complete: false };
  return { boxes: [clipped, clipped], clipped, complete: true };
}

export const toCandidate =
  (boosted: boolean) =>
  ({ km, ...row }: DeckRow): Candidate => ({ row, km: asKm(km), boosted });

/**
 * The `limit` closest eligible members who are not boosted (boosted ones are read apart, repo.ts)
 * within `radiusKm` of the viewer (who has a location), closest first, ties by id. `params` are
 * the viewer's $1-$8 (deck-statements.ts viewerParams). Work stays flat however many members live
 * nearby:
 *
 * 1. Walk users_near_idx (GiST) nearest first with `<->` and stop at `limit` eligible rows (on
 *    `walkDb`, whose sessions plan no bitmap scans and no sorts; see Database.nearestDb). `<->`
 *    measures degrees, not km (a degree of longitude shrinks away from the equator), so this
 *    order is close but not exact; the farthest of these rows, at `reach` km, bounds the answer:
 *    the true `limit` closest all lie within `reach`.
 * 2. Read everyone eligible within `reach` (a small box on the same index) and rank by haversine.
 *
 * Fewer than `limit` in step 1 means everyone eligible within the radius was found already: step 2
 * then reads just those rows.
 */
export async function nearest(
  { db, walkDb }: { db: Db; walkDb: Db },
  at: LatLng,
  params: unknown[],
  radiusKm: number,
  limit: number,
): Promise<Candidate[]> {
  if (limit <= 0) return [];
  const within = boxesAround(at, radiusKm);
  const probe = await walkStatement(walkDb, [...params, ...within.clipped, radiusKm, limit]);
  const full = probe.length === limit;
  if (!full && within.complete) {
    if (probe.length === 0) return [];
    return (await listedStatement(db, [...params, probe.map((r) => r.id)])).map(toCandidate(false));
  }
  // Step 2: exact ranking within `reach` (or, when step 1 only saw the viewer's side of the
  // antimeridian, within the whole radius).
  const reach = full ? Math.max(...probe.map((r) => Number(r.km))) : radiusKm;
  const [first, second] = boxesAround(at, reach).boxes;
  const rows = await withinStatement(db, [...params, ...first, ...second, reach, limit]);
  return rows.map(toCandidate(false));
}
