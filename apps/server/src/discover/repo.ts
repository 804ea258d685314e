import type { UserRow } from "../db/schema";
import type { Database, Db } from "../platform/db";
import { asKm, boostedStatement, cardsStatement, recentStatement, viewerParams, type DeckMember } from "./deck-statements";
import { strictParams } from "./filters";
import { nearest, toRanked, type Ranked } from "./nearest";

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
 * Worldwide: boosted members anywhere (a few, on users_boosted_idx) closest first, then the closest
 * within WORLDWIDE_NEAR_KM, then everyone else most recently active first.
 *
 * The ranking reads ids and distances only; the page's cards are read at the end, once, by id
 * (cardsStatement), so the card's columns are read for the rows shown and for no others.
 *
 * Every statement is a named one with one text for every viewer (deck-statements.ts): PostgreSQL
 * parses and plans each once per connection, and nothing is built per call. Building them with
 * drizzle for each deck cost more of the server's time than PostgreSQL spent running them.
 */
export async function findCandidates(database: Pick<Database, "db" | "nearestDb">, viewer: UserRow, filter: CandidateFilter): Promise<Candidate[]> {
  const params = viewerParams(viewer, { now: filter.now, excludeIds: filter.excludeIds ?? [], adminEmails: filter.adminEmails });
  const strict = strictParams(viewer);
  const ranked = await rank(database, viewer, filter, params, strict);
  return cardsOf(database.db, params, strict, ranked);
}

/** The deck's order: boosted members first, then closest first (worldwide: then most recently active). */
async function rank(database: Pick<Database, "db" | "nearestDb">, viewer: UserRow, filter: CandidateFilter, params: unknown[], strict: unknown[]): Promise<Ranked[]> {
  const { db } = database;
  const dbs = { db, walkDb: database.nearestDb };
  const excludeIds = filter.excludeIds ?? [];
  // Strict filters run inside every statement, so a strict viewer's walk still stops at a full deck.
  const at = viewer.latitude !== null && viewer.longitude !== null ? { latitude: viewer.latitude, longitude: viewer.longitude } : null;
  if (!filter.global && at) {
    const boosted = await boostedMembers(db, params, strict, filter.maxDistanceKm, filter.limit);
    const near = await nearest(dbs, at, params, strict, filter.maxDistanceKm, filter.limit - boosted.length);
    return [...boosted, ...near];
  }

  const boosted = await boostedMembers(db, params, strict, null, filter.limit);
  const need = filter.limit - boosted.length;
  if (need <= 0) return boosted;
  const near = at ? await nearest(dbs, at, params, strict, WORLDWIDE_NEAR_KM, need) : [];
  if (near.length >= need) return [...boosted, ...near];
  const restParams = viewerParams(viewer, { now: filter.now, excludeIds: [...excludeIds, ...near.map((c) => c.id)], adminEmails: filter.adminEmails });
  const rest = await recentStatement(db, [...restParams, need - near.length, ...strict]);
  return [...boosted, ...near, ...rest.map(toRanked(false))];
}

/** The cards of `ranked`, in its order, read in one statement; a member no longer eligible is left out. */
async function cardsOf(db: Db, params: unknown[], strict: unknown[], ranked: Ranked[]): Promise<Candidate[]> {
  if (ranked.length === 0) return [];
  const rows = await cardsStatement(db, [...params, ranked.map((r) => r.id), ...strict]);
  const byId = new Map(rows.map(({ km, ...row }) => [row.id, { row, km: asKm(km) }]));
  return ranked.flatMap((r) => {
    const card = byId.get(r.id);
    return card ? [{ row: card.row, km: card.km, boosted: r.boosted }] : [];
  });
}

/**
 * Boosted members (a few at any time, read from users_boosted_idx) within `radiusKm` or anywhere,
 * closest first. Not a nearest-first walk: boosted members are too rare nearby for it to stop early.
 */
async function boostedMembers(db: Db, params: unknown[], strict: unknown[], radiusKm: number | null, limit: number): Promise<Ranked[]> {
  return (await boostedStatement(db, [...params, radiusKm, limit, ...strict])).map(toRanked(true));
}
