import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import i18n, { i18nReady } from "../i18n";
import { queryClient } from "../api/queryClient";
import { App } from "./App";
import { preloadFirstScreen, routes } from "./routes";
import { userQueryKey } from "../session/useCurrentUser";
import { takeEarlyDiscover } from "../features/discover/early";
import { prefetchDiscover } from "../features/discover/prefetch";
import { registerServiceWorker } from "../pwa/register";
import { applySavedDigits } from "../i18n/digits";

/** The React app: loaded by the entry (main.tsx) once the early /home fetches are on their way. */
applySavedDigits();
const early = takeEarlyDiscover();
if (early) void prefetchDiscover(queryClient, early).catch(() => undefined);
// The strings and the screen this URL opens, so the first render shows it rather than a spinner.
await Promise.all([i18nReady, preloadFirstScreen(location.pathname, location.search)]);
const container = document.getElementById("root")!;
const router = createBrowserRouter(routes);
registerServiceWorker((url) => void router.navigate(url));
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

// The server sends a prerendered public page only to visitors without a session cookie
// (apps/server/src/web/serve.ts), so the session check is already answered: signed out.
// A page prerendered in another language than this visitor's (an old choice kept only in
// localStorage) is drawn afresh instead of hydrated. The page's inline start script
// (scripts/prerender.mjs) loads this only after the first paint.
// Whatever the page already shows (such a page, or the discover tab's loading state in its app
// shell) stays until React's first commit replaces it, which empties the container: no blank frame.
if (container.dataset.prerendered === i18n.language) {
  queryClient.setQueryData(userQueryKey, null);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
