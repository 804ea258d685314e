import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { questionMatch, sideOf } from "../questions";
import { pageVectors } from "../questions";
import { visitingOf } from "../travel";

export interface DeckExtras {
  /** What a card adds for member `id`: the question match percentage and, for a traveller, the city they visit. */
  of(id: number): { matchPercent: number | null; visiting?: { city: string | null; cityAr: string | null } };
}

/**
 * Questions that match and travel for a whole deck page from one primary-key read of the page's
 * members (questions/repo.ts pageVectors): never a query per card.
 */
export async function deckExtras(deps: Pick<Deps, "db" | "clock">, viewer: UserRow, ids: number[]): Promise<DeckExtras> {
  const vectors = await pageVectors(deps.db, ids);
  const mine = sideOf(viewer);
  const now = deps.clock.now();
  return {
    of(id) {
      const v = vectors.get(id);
      if (!v) return { matchPercent: null };
      const visiting = visitingOf(v.travel, now);
      return { matchPercent: questionMatch(mine, sideOf(v)).percent, ...(visiting ? { visiting } : {}) };
    },
  };
}
