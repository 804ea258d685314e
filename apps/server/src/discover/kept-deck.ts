import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { Database } from "../platform/db";
import { strictParams } from "./filters";
import { viewerParams } from "./deck-statements";
import { findCandidates, type Candidate, type CandidateFilter } from "./repo";

/** A viewer's kept deck (platform/deck-cache.ts): the candidates as findCandidates read them. */
export type KeptDeck = readonly Candidate[];

declare module "../platform/deps" {
  interface Deps {
    /** Each viewer's last deck, dropped whenever the database announces a change it read. */
    deckCache: import("../platform/deck-cache").DeckCache<KeptDeck>;
  }
}

/**
 * What a deck's walk depends on besides the time: the viewer's $1-$7 (id, place, genders, staff),
 * their strict filters, the mode, distance, size and ids left out. A kept deck serves only a call
 * with the same key.
 */
function deckKey(viewer: UserRow, filter: CandidateFilter): string {
  const params = viewerParams(viewer, { now: filter.now, excludeIds: filter.excludeIds ?? [], adminEmails: filter.adminEmails }).slice(0, 7);
  return JSON.stringify([params, strictParams(viewer), filter.global, filter.maxDistanceKm, filter.limit]);
}

/** When the first boost in the deck ends: its order (boosted first) holds until then. */
const firstBoostEnd = (list: KeptDeck) =>
  Math.min(...list.filter((c) => c.boosted && c.row.boostedUntil).map((c) => new Date(c.row.boostedUntil!).getTime()));

/**
 * findCandidates, with the viewer's deck kept a short while (platform/deck-cache.ts says when it is
 * dropped): a deck asked again soon, with nothing announced meanwhile, costs no statement. The
 * cards are presented afresh from the kept rows either way (presence, travel, the time).
 */
export async function keptCandidates(
  deps: Pick<Deps, "deckCache"> & { database: Pick<Database, "nearestDb" | "deckDb"> },
  viewer: UserRow,
  filter: CandidateFilter,
): Promise<Candidate[]> {
  const key = deckKey(viewer, filter);
  const at = filter.now.getTime();
  const kept = deps.deckCache.get(viewer.id, key, at);
  if (kept) return [...kept];
  const mark = deps.deckCache.mark();
  const list = await findCandidates(deps.database, viewer, filter);
  deps.deckCache.set(mark, viewer.id, key, list, at, firstBoostEnd(list));
  return list;
}
