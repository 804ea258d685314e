import type { UserRow } from "../db/schema";
import type { Database, Db } from "../platform/db";
import { asKm, pageStatement, recentStatement, viewerParams, worldPageStatement, type DeckMember, type DeckRow } from "./deck-statements";
import { strictParams } from "./filters";
import type { LatLng } from "../location";
import { boxesWithin, nearest, NOBODY_NEAR, type Near } from "./nearest";

export type { DeckMember } from "./deck-statements";

export interface Candidate {
  row: DeckMember;
  /** Great-circle km between the stored (grid-snapped) locations, null when either has none. */
  km: number | null;
  boosted: boolean;
}

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
 * Two statements a deck: the walk (ids and distances), then the page (deck-statements.ts
 * pageStatement: boosted members and the closest, ranked on ids and distances, and the cards of the
 * rows kept, read once by id, with what the card's extras need). Worldwide: boosted members anywhere, then the closest within
 * WORLDWIDE_NEAR_KM, then, when those do not fill the deck, everyone else most recently active
 * first (a third statement). A deck asked again soon skips all of them (kept-deck.ts).
 *
 * Every statement is a named one with one text for every viewer (deck-statements.ts): PostgreSQL
 * parses and plans each once per connection (Database.nearestDb and deckDb keep that one generic
 * plan), and nothing is built per call. Building them with
 * drizzle for each deck cost more of the server's time than PostgreSQL spent running them.
 */
export async function findCandidates(database: Pick<Database, "nearestDb" | "deckDb">, viewer: UserRow, filter: CandidateFilter): Promise<Candidate[]> {
  // The page and the rest on the deck's own sessions (Database.deckDb: one generic plan each).
  const db = database.deckDb;
  const excludeIds = filter.excludeIds ?? [];
  const params = viewerParams(viewer, { now: filter.now, excludeIds, adminEmails: filter.adminEmails });
  // Strict filters run inside every statement, so a strict viewer's walk still stops at a full deck.
  const strict = strictParams(viewer);
  const at = viewer.latitude !== null && viewer.longitude !== null ? { latitude: viewer.latitude, longitude: viewer.longitude } : null;
  if (!filter.global && at) {
    const near = await nearest(database.nearestDb, at, params, strict, filter.maxDistanceKm, filter.limit);
    return page(db, params, strict, filter.limit, { at, km: filter.maxDistanceKm }, near);
  }

  const near = at ? await nearest(database.nearestDb, at, params, strict, WORLDWIDE_NEAR_KM, filter.limit) : NOBODY_NEAR;
  const first = await page(db, params, strict, filter.limit, null, near);
  const need = filter.limit - first.length;
  if (need <= 0) return first;
  const restParams = viewerParams(viewer, { now: filter.now, excludeIds: [...excludeIds, ...first.map((c) => c.row.id)], adminEmails: filter.adminEmails });
  const rest = await recentStatement(db, [...restParams, need, ...strict]);
  return [...first, ...rest.map(toCandidate)];
}

/**
 * Boosted members within `boosted.km` of `boosted.at` (null: anywhere) first, then those `near`
 * finds, `limit` in all, with their cards. Within a distance the boosted are read inside the boxes
 * of that radius (pageStatement), worldwide all of them (worldPageStatement).
 */
async function page(db: Db, params: unknown[], strict: unknown[], limit: number, boosted: { at: LatLng; km: number } | null, near: Near): Promise<Candidate[]> {
  if (limit <= 0) return [];
  const nearParams = [near.reach, near.ids, near.kms, ...near.boxes.flat()];
  const rows = boosted
    ? await pageStatement(db, [...params, limit, boosted.km, ...nearParams, ...boxesWithin(boosted.at, boosted.km).flat(), ...strict])
    : await worldPageStatement(db, [...params, limit, null, ...nearParams, ...strict]);
  return rows.map(toCandidate);
}

const toCandidate = ({ km, boosted, ...row }: DeckRow): Candidate => ({ row, km: asKm(km), boosted: boosted === true });
