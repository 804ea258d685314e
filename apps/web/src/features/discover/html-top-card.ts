import type { DeckItem } from "@ulfa/contracts";

/** What the page's script needs to know of the card's photo (filled in by the build). */
export interface HtmlTopCardConfig {
  /** photo-sources.ts STORED_PHOTO, as a regular expression's source. */
  stored: string;
  widths: readonly number[];
  formats: readonly string[];
  sizes: string;
}

/** The deck the page came with, for the app to take over (early.ts). */
interface HtmlDeck {
  url: string;
  deck: Promise<DeckItem[]>;
}

declare global {
  interface Window {
    __ulfaHtmlDeck?: HtmlDeck;
    /** Settles once the photo is on screen, or once there is none to show (htmlTopCardShown). */
    __ulfaHtmlPhoto?: Promise<void>;
  }
}

/**
 * Runs as an inline script in the <head> of the signed-in /home page, before the stylesheet (an
 * inline script after it would wait for it), written by scripts/prerender.mjs with `toString()`:
 * so it must stay self-contained (no imports, no outer names). The server writes the member's first
 * deck, as `GET /api/discover` answers it, into the end of the page
 * (`<script type="application/json" id="ulfa-deck">`, apps/server/src/web/home-deck.ts). Once the
 * page is parsed this puts the top card's photo into the loading state's card placeholder, with
 * the same sources and sizes as the card (components/Photo.tsx), so the browser fetches the copy
 * the card will show and can paint it with the page's first frames, before the app's code has run
 * (the photo is the tab's largest paint). The app takes the deck over (takeHtmlDeck) instead of
 * asking again, and draws the real card over the placeholder.
 */
export function htmlTopCard(config: HtmlTopCardConfig): void {
  const show = (cards: DeckItem[]): Promise<void> | undefined => {
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
    // The server preloads this copy with the page (apps/server/src/web/home-deck.ts), at this priority.
    img.fetchPriority = "high";
    img.src = photo;
    img.alt = "";
    img.className = "h-full w-full rounded-3xl object-cover";
    picture.append(img);
    slot.classList.remove("animate-pulse");
    slot.append(picture);
    // Decoded, then one frame later: the frame that shows it has been drawn.
    return img.decode().then(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
      () => undefined,
    );
  };
  const fromPage = (): Promise<void> | undefined => {
    const data = document.getElementById("ulfa-deck");
    const url = data?.dataset.url;
    if (!data || !url) return;
    let cards: DeckItem[];
    try {
      cards = JSON.parse(data.textContent ?? "") as DeckItem[];
    } catch {
      return;
    }
    window.__ulfaHtmlDeck = { url, deck: Promise.resolve(cards) };
    return show(cards);
  };
  window.__ulfaHtmlPhoto =
    document.readyState !== "loading"
      ? Promise.resolve(fromPage())
      : new Promise<void>((resolve) => document.addEventListener("readystatechange", () => resolve(fromPage()), { once: true }));
}

/**
 * Resolves once the page's script has put the top card's photo on screen (or had none to show), or
 * after `capMs`. The entry waits for it before it runs the app (main.tsx): the app's chunks tend
 * to land just as the photo does, and evaluating them and the app's first render hold the main
 * thread for a few hundred milliseconds, in which no frame is drawn; so the photo, the page's
 * largest paint, waited for the app. Its decode and one frame cost the app tens of milliseconds;
 * the cap bounds the rest (a photo slower than the app is not waited for long).
 */
export function htmlTopCardShown(capMs: number): Promise<void> {
  const photo = window.__ulfaHtmlPhoto;
  if (!photo) return Promise.resolve();
  return Promise.race([photo, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

/** The deck the page came with, once, when it is the deck the app wants; null otherwise. */
export function takeHtmlDeck(url: string): Promise<DeckItem[]> | null {
  const html = window.__ulfaHtmlDeck;
  delete window.__ulfaHtmlDeck;
  return html?.url === url ? html.deck : null;
}
