import type { Db } from "../platform/db";
import { boundingBox, type LatLng } from "../location";
import { NO_BOX, walkStatement, type Box } from "./deck-statements";

/**
 * Where the closest members are, for pageStatement: the walk's ids (judged by the walk under the
 * whole rule, at `kms` km each) and everyone inside `boxes`, within `reach` km (null: nobody).
 */
export interface Near {
  ids: number[];
  kms: number[];
  reach: number | null;
  boxes: [Box, Box, Box, Box];
}

/** No member near: worldwide decks of a viewer without a location. */
export const NOBODY_NEAR: Near = { ids: [], kms: [], reach: null, boxes: [NO_BOX, NO_BOX, NO_BOX, NO_BOX] };

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

/** The one or two boxes (the same one twice unless the circle crosses the antimeridian) that cover `radiusKm` around `at`. */
export const boxesWithin = (at: LatLng, radiusKm: number): [Box, Box] => boxesAround(at, radiusKm).boxes;

/**
 * Where the `limit` closest eligible members who are not boosted lie within `radiusKm` of the
 * viewer (who has a location); pageStatement then ranks them closest first, ties by id, and reads
 * their cards. `params` are the viewer's $1-$8 (deck-statements.ts viewerParams), `strict` their
 * strict filters (discover/filters.ts strictParams). Work stays flat however many members live
 * nearby:
 *
 * 1. Walk users_near_idx (GiST) nearest first with `<->` and stop at `limit` eligible rows (on
 *    `walkDb`, whose sessions plan no bitmap scans and no sorts; see Database.nearestDb), reading
 *    ids and distances only. `<->` measures degrees, not km (a degree of longitude shrinks away
 *    from the equator), so this order is close but not exact; the farthest of these rows, at
 *    `reach` km, bounds the answer: the true `limit` closest all lie within `reach`.
 * 2. pageStatement reads everyone eligible within `reach` (a small box on the same index) and
 *    ranks by haversine, leaving out the square inside the walk's circle: its rows were judged by
 *    the walk already, so only the walk's own rows come back from it, as the walk's ids and km,
 *    not checked again.
 *
 * Fewer than `limit` in step 1 means everyone eligible within the radius was found already: step 2
 * then reads just those rows.
 */
export async function nearest(walkDb: Db, at: LatLng, params: unknown[], strict: unknown[], radiusKm: number, limit: number): Promise<Near> {
  if (limit <= 0) return NOBODY_NEAR;
  const within = boxesAround(at, radiusKm);
  const probe = await walkStatement(walkDb, [...params, ...within.clipped, radiusKm, limit, ...strict]);
  const full = probe.length === limit;
  const ids = probe.map((r) => r.id);
  const kms = probe.map((r) => Number(r.km));
  if (!full && within.complete) return { ids, kms, reach: radiusKm, boxes: [NO_BOX, NO_BOX, NO_BOX, NO_BOX] };
  // Step 2: exact ranking within `reach` (or, when step 1 only saw the viewer's side of the
  // antimeridian, within the whole radius).
  const reach = full ? Math.max(...kms) : radiusKm;
  const around = boxesAround(at, reach);
  if (full && around.complete) {
    const walked = walkedSquare(at, Math.max(...probe.map((r) => Number(r.deg))));
    return { ids, kms, reach, boxes: stripsAround(around.clipped, walked) };
  }
  const [first, second] = around.boxes;
  return { ids: [], kms: [], reach, boxes: [first, second, NO_BOX, NO_BOX] };
}

/**
 * A square every point of which the walk has read: inside the circle of the walk's last row in
 * `<->` degrees (the walk read every row nearer than that), a hair smaller for rounding.
 */
function walkedSquare(at: LatLng, deg: number): Box {
  const half = (deg / Math.SQRT2) * (1 - 1e-9);
  return [at.longitude - half, at.latitude - half, at.longitude + half, at.latitude + half];
}

/**
 * `outer` less `inner` as four boxes (below, above, left, right of `inner`, clipped to `outer`):
 * step 2 need not read again the rows the walk has judged already, which were half or more of the
 * box (a heavy swiper's box at 300k members: 5,600 rows, 5,000 pages).
 */
function stripsAround(outer: Box, inner: Box): [Box, Box, Box, Box] {
  const [minLng, minLat, maxLng, maxLat] = outer;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const [left, bottom, right, top] = [
    clamp(inner[0], minLng, maxLng),
    clamp(inner[1], minLat, maxLat),
    clamp(inner[2], minLng, maxLng),
    clamp(inner[3], minLat, maxLat),
  ];
  return [
    [minLng, minLat, maxLng, bottom],
    [minLng, top, maxLng, maxLat],
    [minLng, bottom, left, top],
    [right, bottom, maxLng, top],
  ];
}
