import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../session/useCurrentUser";
import { discoverKeys, markPrefetched } from "./queries";
import type { EarlyDiscover } from "./early";

/**
 * Hands the early /home fetches (early.ts, started by the entry chunk) to the query cache: the
 * session's member, the preferences and the deck the discover tab will ask for. The deck may still
 * be on its way; a tab that mounts meanwhile joins it instead of asking again.
 */
export async function prefetchDiscover(queryClient: QueryClient, early: Promise<EarlyDiscover>): Promise<void> {
  const user = await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: async () => (await early).user });
  const { discover } = await early;
  if (!user || !discover) return;
  queryClient.setQueryData(discoverKeys.preferences, discover.prefs);
  // Marked before it lands: a tab that mounts meanwhile joins this request instead of a second one.
  markPrefetched(discover.params);
  await queryClient.prefetchQuery({ queryKey: discoverKeys.deck(discover.params), queryFn: () => discover.deck });
}
