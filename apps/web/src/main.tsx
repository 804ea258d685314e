import "./styles.css";
import { startEarlyDiscover } from "./features/discover/early";

// The entry is kept small so it runs as soon as it lands: on /home (the discover tab) it starts the
// session, preferences and deck calls at once, while the app's chunks (app/start.tsx and what it
// imports, modulepreloaded by the page, see scripts/prerender.mjs) are still loading.
if (location.pathname === "/home" && !new URLSearchParams(location.search).has("tab")) startEarlyDiscover();
await import("./app/start");
