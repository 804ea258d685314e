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
  return {
    of(id) {
      const v = byId.get(id);
      if (!v) return { matchPercent: null };
      const visiting = visitingOf(v.travel, now);
      return { matchPercent: matchPercentOf(viewer, v), ...(visiting ? { visiting } : {}) };
    },
  };
}

/**
 * The question match of each row a deck read with the viewer's answers it was worked out for. A
 * kept deck (kept-deck.ts) is presented afresh on every ask from the same row objects, and the
 * match was most of a kept deck's presenting time; it depends only on both members' answers and
 * shown faith, and the viewer's row (platform/member-cache.ts) is a new object when those change,
 * as the candidate's is (a member row change drops every kept deck). Weak: a dropped deck's rows go.
 */
const matches = new WeakMap<DeckMember, { answers: UserRow["answers"]; showFaith: boolean; percent: number | null }>();

function matchPercentOf(viewer: UserRow, row: DeckMember): number | null {
  const known = matches.get(row);
  if (known && known.answers === viewer.answers && known.showFaith === viewer.showFaith) return known.percent;
  const percent = questionMatch(sideOf(viewer), sideOf(row)).percent;
  matches.set(row, { answers: viewer.answers, showFaith: viewer.showFaith, percent });
  return percent;
}
