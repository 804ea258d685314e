/**
 * The deck as it was before the id-first deck (2026-12): the same policy, filters and nearest-first
 * walk, but every statement after the walk reads the card's columns for every row it ranks. Kept,
 * frozen, as the deck bench's `v1` baseline: the bench runs these statements straight through
 * node-postgres in the same rounds as GET /api/discover, so the ratio shows what the new deck saves
 * on the same machine at the same moment. Not used by the server.
 */
import type { UserRow } from "../../../src/db/schema";
import type { Database, Db } from "../../../src/platform/db";
import { boostedStatement, recentStatement, viewerParams } from "./statements";
import { strictParams } from "../../../src/discover/filters";
import { nearest, toCandidate, type Candidate } from "./nearest";

export type { Candidate } from "./nearest";
export type { DeckMember } from "./statements";

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
 * Every statement is a named one with one text for every viewer (deck-statements.ts): PostgreSQL
 * parses and plans each once per connection, and nothing is built per call. Building them with
 * drizzle for each deck cost more of the server's time than PostgreSQL spent running them.
 */
export async function findCandidates(database: Pick<Database, "db" | "nearestDb">, viewer: UserRow, filter: CandidateFilter): Promise<Candidate[]> {
  const { db } = database;
  const dbs = { db, walkDb: database.nearestDb };
  const excludeIds = filter.excludeIds ?? [];
  const params = viewerParams(viewer, { now: filter.now, excludeIds, adminEmails: filter.adminEmails });
  // Strict filters run inside every statement, so a strict viewer's walk still stops at a full deck.
  const strict = strictParams(viewer);
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
  const restParams = viewerParams(viewer, { now: filter.now, excludeIds: [...excludeIds, ...near.map((c) => c.row.id)], adminEmails: filter.adminEmails });
  const rest = await recentStatement(db, [...restParams, need - near.length, ...strict]);
  return [...boosted, ...near, ...rest.map(toCandidate(false))];
}

/**
 * Boosted members (a few at any time, read from users_boosted_idx) within `radiusKm` or anywhere,
 * closest first. Not a nearest-first walk: boosted members are too rare nearby for it to stop early.
 */
async function boostedMembers(db: Db, params: unknown[], strict: unknown[], radiusKm: number | null, limit: number): Promise<Candidate[]> {
  return (await boostedStatement(db, [...params, radiusKm, limit, ...strict])).map(toCandidate(true));
}
