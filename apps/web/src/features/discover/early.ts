import type { CurrentUser, DeckItem, Preferences } from "@ulfa/contracts";
import { endpoints, urlOf, type EndpointOutput } from "@ulfa/contracts/endpoints";
import { REQUEST_DEADLINE_MS, TimeoutError, deadline } from "../../api/deadline";
import { deckParams, initialFilter, type DeckParams } from "./deck-params";
import { deckUrl } from "./deck-url";
import { preloadCardPhoto } from "./preload-card-photo";
import { takeHtmlDeck } from "./html-top-card";

/** What the early /home fetches found: the session's member and, when signed in, the deck on its way. */
export interface EarlyDiscover {
  user: CurrentUser | null;
  discover: { prefs: Preferences; params: DeckParams; deck: Promise<DeckItem[]> } | null;
}

let started: Promise<EarlyDiscover> | null = null;

// Plain fetch, no API client: this module runs before React, TanStack Query and the strings load.
// Same mode and credentials as the app shell's <link rel=preload as=fetch crossorigin=use-credentials>,
// so the session (and, for a signed-in page load, the preferences) answers are the preloaded ones.
// The API client's deadline (api/deadline.ts) all the same: a stalled deck would be a skeleton for ever.
const getJson = async <T>(path: string): Promise<T> => {
  const limit = deadline(REQUEST_DEADLINE_MS);
  try {
    const res = await fetch(path, { credentials: "include", signal: limit.signal });
    if (!res.ok) throw new Error(`${res.status}`);
    return (await res.json()) as T;
  } catch (err) {
    throw limit.expired ? new TimeoutError("GET", REQUEST_DEADLINE_MS) : err;
  } finally {
    limit.clear();
  }
};

async function run(): Promise<EarlyDiscover> {
  const user = await getJson<EndpointOutput<typeof endpoints.users.session>>(urlOf(endpoints.users.session)).then((s) => s.user, () => null);
  if (!user) return { user, discover: null };
  const prefs = await getJson<EndpointOutput<typeof endpoints.discover.preferences>>(urlOf(endpoints.discover.preferences)).catch(() => null);
  if (!prefs) return { user, discover: null };
  // The very deck the discover tab will ask for (deck-params.ts), started now.
  const params = deckParams(user, initialFilter(user.maxDistance), prefs.globalMatching);
  const url = deckUrl(params);
  // The page may have come with it, its top photo preloaded (html-top-card.ts).
  const asked = takeHtmlDeck(url);
  const deck = asked ?? getJson<DeckItem[]>(url);
  if (!asked) void deck.then((cards) => preloadCardPhoto(cards[0]), () => undefined);
  return { user, discover: { prefs, params, deck } };
}

/**
 * Starts the discover tab's calls from the entry chunk (main.tsx), before the app's own chunks
 * have loaded and run: session, then preferences, then the deck. Without it the deck waited for
 * the whole chunk chain (framework, app, home page, discover tab); the top card's photo starts as
 * soon as the deck is here. The app takes the answers over
 * into its query cache (prefetch.ts).
 */
export function startEarlyDiscover(): void {
  started ??= run();
  // Whoever takes it over handles a failed deck; until then it must not be an unhandled rejection.
  void started.then((early) => early.discover?.deck.catch(() => undefined));
}

/** The early fetches, once: the app hands them to the query cache; later page loads fetch normally. */
export function takeEarlyDiscover(): Promise<EarlyDiscover> | null {
  const early = started;
  started = null;
  return early;
}
