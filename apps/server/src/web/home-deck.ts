import { deckSchema, discoverQuerySchema } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { deck } from "../discover/service";
import { firstDeckUrl } from "./preload";

/**
 * JSON that can sit inside a <script> element: `<` is written as \u003c, so no member-written text
 * (a bio holding `</script>`) can end the element; U+2028/2029 are escaped as JavaScript strings
 * once needed them.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/**
 * The discover tab's first deck for a signed-in /home page, as `GET /api/discover` answers it (the
 * same call, query and response schema), written into the page (web/serve.ts): the page's own
 * script shows the top card's photo from it before the app has loaded, and the app takes it over
 * instead of asking again (apps/web/src/features/discover/html-top-card.ts). Null for a member the
 * deck call would refuse (deactivated or suspended).
 */
export async function firstDeckForPage(deps: Deps, user: UserRow): Promise<{ url: string; json: string } | null> {
  if (user.deactivatedAt || user.suspendedAt) return null;
  const url = firstDeckUrl(user);
  const query = discoverQuerySchema.parse(Object.fromEntries(new URLSearchParams(url.slice(url.indexOf("?") + 1))));
  return { url, json: scriptSafeJson(deckSchema.parse(await deck(deps, user, query))) };
}
