import type { DeckItem } from "@ulfa/contracts";

/** What the page's script needs to know of the card's photo (filled in by the build). */
export interface HtmlTopCardConfig {
  /** photo-sources.ts STORED_PHOTO, as a regular expression's source. */
  stored: string;
  widths: readonly number[];
  formats: readonly string[];
  sizes: string;
}

/** The deck the page's own script asked for, for the app to take over (early.ts). */
interface HtmlDeck {
  url: string;
  deck: Promise<DeckItem[]>;
}

declare global {
  interface Window {
    __ulfaHtmlDeck?: HtmlDeck;
  }
}

/**
 * Runs as an inline script of the signed-in /home page, right after the discover tab's loading
 * state (scripts/prerender.mjs writes it with `toString()`, so it must stay self-contained: no
 * imports, no outer names). The server names the member's deck call in a
 * `<meta name="ulfa-deck">` (apps/server/src/web/serve.ts), already preloaded by its `Link` header;
 * this asks for it and, once it is here, puts the top card's photo into the loading state's card
 * placeholder, with the same sources and sizes as the card (components/Photo.tsx), so the
 * browser fetches the copy the card will show and paints it before the app's code has run (the
 * app's chunks land later and its first render takes longer; the photo is the tab's largest paint).
 * The app takes the deck over (takeHtmlDeck) and draws the real card over the placeholder.
 */
export function htmlTopCard(config: HtmlTopCardConfig): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ulfa-deck"]');
  if (!meta) return;
  const url = meta.content;
  const deck = fetch(url, { credentials: "include" }).then((res) => {
    if (!res.ok) throw new Error(String(res.status));
    return res.json() as Promise<DeckItem[]>;
  });
  window.__ulfaHtmlDeck = { url, deck };
  deck.then(
    (cards) => {
      const card = cards[0];
      const photo = card ? (card.photos[0] ?? card.profilePhoto) : null;
      const base = photo ? new RegExp(config.stored).exec(photo) : null;
      const slot = document.querySelector("#root [data-top-card]");
      if (!photo || !base || !slot) return;
      const picture = document.createElement("picture");
      for (const format of config.formats) {
        const source = document.createElement("source");
        source.type = `image/${format}`;
        source.srcset = config.widths.map((w) => `${base[0]}?w=${w}&f=${format} ${w}w`).join(", ");
        source.sizes = config.sizes;
        picture.append(source);
      }
      const img = document.createElement("img");
      img.src = photo;
      img.alt = "";
      img.className = "h-full w-full rounded-3xl object-cover";
      picture.append(img);
      slot.classList.remove("animate-pulse");
      slot.append(picture);
    },
    () => undefined,
  );
}

/** The deck the page's script asked for, once, when it is the deck the app wants; null otherwise. */
export function takeHtmlDeck(url: string): Promise<DeckItem[]> | null {
  const html = window.__ulfaHtmlDeck;
  delete window.__ulfaHtmlDeck;
  return html?.url === url ? html.deck : null;
}
