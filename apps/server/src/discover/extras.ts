import type { UserRow } from "../db/schema";
import { questionMatch, sideOf } from "../questions";
import { visitingOf } from "../travel";
import type { DeckMember } from "./deck-statements";

export interface DeckExtras {
  /** What a card adds for member `id`: the question match percentage and, for a traveller, the city they visit. */
  of(id: number): { matchPercent: number | null; visiting?: { city: string | null; cityAr: string | null } };
}

/**
 * Questions that match and travel for a whole deck page, from the rows the deck's statements read
 * (deck-statements.ts MEMBER_COLUMNS carries the answers and the trip): never a query per card, and
 * no second read of the page.
 */
export function deckExtras(viewer: UserRow, rows: readonly DeckMember[], now: Date): DeckExtras {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const mine = sideOf(viewer);
  return {
    of(id) {
      const v = byId.get(id);
      if (!v) return { matchPercent: null };
      const visiting = visitingOf(v.travel, now);
      return { matchPercent: questionMatch(mine, sideOf(v)).percent, ...(visiting ? { visiting } : {}) };
    },
  };
}
