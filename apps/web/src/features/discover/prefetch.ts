import type { QueryClient } from "@tanstack/react-query";
import { fetchCurrentUser, userQueryKey } from "../../session/useCurrentUser";
import { discoverKeys, fetchDeck, fetchPreferences, markPrefetched } from "./api";
import { deckParams, initialFilter } from "./deck-params";

/**
 * The discover tab's data, asked for by the entry chunk on /home while the page's own chunks are
 * still loading: session, then preferences, then the very deck the tab will ask for. Without it the
 * deck request would wait for the chunk chain (entry, home, discover tab) to finish first.
 */
export async function prefetchDiscover(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: fetchCurrentUser });
  if (!user) return;
  const prefs = await queryClient.fetchQuery({ queryKey: discoverKeys.preferences, queryFn: fetchPreferences });
  const params = deckParams(user, initialFilter(user.maxDistance), prefs.globalMatching);
  // Marked before it lands: a tab that mounts meanwhile joins this request instead of a second one.
  markPrefetched(params);
  await queryClient.prefetchQuery({ queryKey: discoverKeys.deck(params), queryFn: () => fetchDeck(params) });
}
