import "./styles.css";
import { startEarlyDiscover } from "./features/discover/early";
import { htmlTopCardShown } from "./features/discover/html-top-card";

/** How long the app waits at most for the top card's photo from the page's HTML to be on screen. */
const HTML_PHOTO_WAIT_MS = 400;

// The entry is kept small so it runs as soon as it lands: on /home (the discover tab) it starts the
// session, preferences and deck calls at once, while the app's chunks (app/start.tsx and what it
// imports, modulepreloaded by the page, see scripts/prerender.mjs) are still loading.
if (location.pathname === "/home" && !new URLSearchParams(location.search).has("tab")) {
  startEarlyDiscover();
  // The app's chunks are modulepreloaded meanwhile: waiting costs their evaluation, not their download.
  await htmlTopCardShown(HTML_PHOTO_WAIT_MS);
}
await import("./app/start");
