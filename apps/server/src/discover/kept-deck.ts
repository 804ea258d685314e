import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { Database } from "../platform/db";
import type { RankedDeck } from "../platform/deck-cache";
import { strictParams } from "./filters";
import { asKm, recheckStatement, viewerParams, type DeckRow } from "./deck-statements";
import { findCandidates, type Candidate, type CandidateFilter } from "./repo";

/**
 * What a deck's walk depends on besides the time: the viewer's $1-$7 (id, place, genders, staff),
 * their strict filters, the mode, distance, size and ids left out. A kept deck serves only a call
 * with the same key.
 */
function deckKey(viewer: UserRow, filter: CandidateFilter): string {
  const params = viewerParams(viewer, { now: filter.now, excludeIds: filter.excludeIds ?? [], adminEmails: filter.adminEmails }).slice(0, 7);
  return JSON.stringify([params, strictParams(viewer), filter.global, filter.maxDistanceKm, filter.limit]);
}

const ranked = (list: Candidate[]): RankedDeck => ({ ids: list.map((c) => c.row.id), km: list.map((c) => c.km), boosted: list.map((c) => c.boosted) });

/** The same distance within rounding: both come from the same haversine on the same stored places. */
const sameKm = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-6);

/**
 * The kept deck read again by id under the whole rule (recheckStatement), in its order, or null
 * when any member left it or moved or changed boost: then the caller walks afresh.
 */
async function recheck(deps: Pick<Deps, "db">, viewer: UserRow, filter: CandidateFilter, kept: RankedDeck): Promise<Candidate[] | null> {
  if (kept.ids.length === 0) return [];
  const params = viewerParams(viewer, { now: filter.now, excludeIds: filter.excludeIds ?? [], adminEmails: filter.adminEmails });
  const rows = await recheckStatement(deps.db, [...params, kept.ids, ...strictParams(viewer)]);
  if (rows.length !== kept.ids.length) return null;
  const byId = new Map<number, DeckRow>(rows.map((r) => [r.id, r]));
  const list: Candidate[] = [];
  for (let i = 0; i < kept.ids.length; i++) {
    const row = byId.get(kept.ids[i]);
    if (!row) return null;
    const { km, boosted, ...member } = row;
    const now = { km: asKm(km), boosted: boosted === true };
    if (now.boosted !== kept.boosted[i] || !sameKm(now.km, kept.km[i])) return null;
    list.push({ row: member, ...now });
  }
  return list;
}

/**
 * findCandidates, with the ranking kept a short while per viewer (platform/deck-cache.ts): a deck
 * asked again soon costs one read by id instead of the walk and page. Each card is read fresh either way.
 */
export async function keptCandidates(deps: Pick<Deps, "db" | "deckCache"> & { database: Pick<Database, "db" | "nearestDb"> }, viewer: UserRow, filter: CandidateFilter): Promise<Candidate[]> {
  const key = deckKey(viewer, filter);
  const at = filter.now.getTime();
  const kept = deps.deckCache.get(viewer.id, key, at);
  if (kept) {
    const again = await recheck(deps, viewer, filter, kept);
    if (again) return again;
  }
  const mark = deps.deckCache.mark();
  const list = await findCandidates(deps.database, viewer, filter);
  deps.deckCache.set(mark, viewer.id, key, ranked(list), at);
  return list;
}
