import { CARD_PHOTO_SIZES, deckSchema, discoverQuerySchema, PHOTO_MEDIA_PATH, PHOTO_VARIANT_WIDTHS, type DeckItem } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { deck } from "../discover";
import { storedNameOf } from "../media";
import { serializerCompiler } from "../platform/serializer";
import { firstDeckUrl } from "./preload";

/**
 * JSON text made safe to sit inside a <script> element: `<` is written as \u003c, so no
 * member-written text (a bio holding `</script>` or `<!--`) can end the element; U+2028/2029 are
 * escaped too, for any reader that runs it as JavaScript.
 */
export const scriptSafeJson = (json: string) =>
  json.replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/** The very writer of `GET /api/discover`'s answers (platform/serializer.ts), compiled once. */
const writeDeck = serializerCompiler({ schema: deckSchema, method: "GET", url: "/api/discover", httpStatus: "200" });

/**
 * The discover tab's first deck for a signed-in /home page, as `GET /api/discover` answers it (the
 * same call, query and response writer), written into the page (web/serve.ts): the page's own
 * script shows the top card's photo from it before the app has loaded, and the app takes it over
 * instead of asking again (apps/web/src/features/discover/html-top-card.ts). Null for a member the
 * deck call would refuse (deactivated or suspended).
 */
export async function firstDeckForPage(deps: Deps, user: UserRow): Promise<{ url: string; json: string; photoPreload: string } | null> {
  if (user.deactivatedAt || user.suspendedAt) return null;
  const url = firstDeckUrl(user);
  const query = discoverQuerySchema.parse(Object.fromEntries(new URLSearchParams(url.slice(url.indexOf("?") + 1))));
  const cards = await deck(deps, user, query);
  return { url, json: scriptSafeJson(writeDeck(cards)), photoPreload: topPhotoPreload(cards[0]) };
}

/**
 * A `<link rel=preload>` of the top card's photo, the AVIF copy the card will pick (the web's
 * photo-sources.ts rule: every served width, CARD_PHOTO_SIZES), at high priority: the browser's
 * preload scanner reads it as soon as the bytes arrive, even while the parser waits, and an image
 * otherwise queues behind the page's scripts for a connection. serve.ts puts it first in <head>
 * when the deck is ready in time (withPhotoPreload), else beside the deck at the end of the page.
 * Empty when the card has no stored photo.
 */
function topPhotoPreload(card: DeckItem | undefined): string {
  const name = card ? storedNameOf(card.photos[0] ?? card.profilePhoto) : null;
  if (!name) return "";
  const srcset = PHOTO_VARIANT_WIDTHS.map((w) => `${PHOTO_MEDIA_PATH}${name}?w=${w}&f=avif ${w}w`).join(", ");
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${CARD_PHOTO_SIZES}">`;
}

/**
 * The page with the photo's preload first in <head>, right after the charset (which must come within
 * the first 1,024 bytes): the first request the browser starts after the page's own.
 */
export function withPhotoPreload(html: string, preload: string): string {
  if (!preload) return html;
  const at = /<meta charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!at) return preload + html;
  const after = at.index + at[0].length;
  return `${html.slice(0, after)}\n    ${preload}${html.slice(after)}`;
}
