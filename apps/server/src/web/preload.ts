import type { UserRow } from "../db/schema";

/** Whether this page opens on the discover tab: /home without ?tab= (the web app's routes). */
export const opensDiscover = (pathname: string, search: string) => pathname === "/home" && !new URLSearchParams(search).has("tab");

/**
 * What a signed-in page load can start fetching before any script has run, as a `Link` header.
 * The discover tab (/home without ?tab=) asks for the preferences and then the deck; the server
 * knows both from the member's row, so the browser fetches them with the page instead of after
 * the session check and the entry chunk. The web app asks for the very same URLs with the same
 * credentials (apps/web/src/features/discover/early.ts, deck-params.ts, deck-url.ts), so the
 * browser uses these answers; if they ever differ, the preloads just go unused. The session itself
 * is preloaded by the app shell's own <link> (it answers signed-out visitors too). With the
 * prerendered discover shell (`deckInPage`) the deck comes in the page itself (web/home-deck.ts).
 */
export function signedInPreloads(user: DeckMember, pathname: string, search: string, opts: { deckInPage?: boolean } = {}): string | null {
  if (!opensDiscover(pathname, search)) return null;
  const urls = opts.deckInPage ? ["/api/preferences"] : ["/api/preferences", firstDeckUrl(user)];
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(", ");
}

type DeckMember = Pick<UserRow, "latitude" | "longitude" | "maxDistance" | "globalMatching">;

/** The deck call the discover tab makes first for this member (the web app's deck-params.ts and deck-url.ts). */
export function firstDeckUrl(user: DeckMember): string {
  // deck-params.ts: a distance only with a location and outside worldwide matching; never "smart" at first.
  const hasLocation = user.latitude !== null && user.longitude !== null;
  const deck = new URLSearchParams();
  if (hasLocation && !user.globalMatching) deck.set("maxDistance", String(user.maxDistance));
  deck.set("globalMatching", String(user.globalMatching));
  return `/api/discover?${deck.toString()}`;
}
