import { endpoints, urlOf } from "@ulfa/contracts/endpoints";
import type { DeckParams } from "./deck-params";

/** The deck call's query for these parameters (maxDistance first: the early fetch matches the URL as the page carries it). */
export const deckQuery = (params: DeckParams) => ({ maxDistance: params.maxDistance, globalMatching: params.globalMatching ? ("true" as const) : ("false" as const) });

/** The deck call for these parameters (the tab and the early /home fetch, early.ts, ask the same URL). */
export function deckUrl(params: DeckParams): string {
  const query = deckQuery(params);
  return params.smart ? urlOf(endpoints.discover.smartDeck, { query }) : urlOf(endpoints.discover.deck, { query });
}
