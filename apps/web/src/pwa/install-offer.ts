/** Chrome's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

declare global {
  interface Window {
    /** The offer the page's first script kept when it came before this module (index.html). */
    __ulfaInstallOffer?: BeforeInstallPromptEvent;
  }
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Takes over the browser's install offer from the page's first script, which keeps one that came
 * early (the browser makes it once per page load), and follows later ones; gone once installed.
 */
export function captureInstallOffer(): void {
  offer = window.__ulfaInstallOffer ?? null;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    window.__ulfaInstallOffer = undefined;
    changed();
  });
  if (offer) changed();
}

export const currentInstallOffer = () => offer;

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; an offer can be shown once. */
export async function showInstallOffer(): Promise<void> {
  const pending = offer;
  if (!pending) return;
  offer = null;
  window.__ulfaInstallOffer = undefined;
  changed();
  await pending.prompt();
}
