import type { DeckParams } from "./deck-params";

/** The deck call for these parameters (the tab and the early /home fetch, early.ts, ask the same URL). */
export function deckUrl(params: DeckParams): string {
  const search = new URLSearchParams();
  if (params.maxDistance !== undefined) search.set("maxDistance", String(params.maxDistance));
  search.set("globalMatching", String(params.globalMatching));
  return `/api/discover${params.smart ? "/smart" : ""}?${search.toString()}`;
}
