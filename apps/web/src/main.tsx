import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import i18n, { i18nReady } from "./i18n";
import "./styles.css";
import { queryClient } from "./api/queryClient";
import { App } from "./app/App";
import { routes } from "./app/routes";
import { userQueryKey } from "./session/useCurrentUser";
import { prefetchDiscover } from "./features/discover/prefetch";
import { registerServiceWorker } from "./pwa/register";

// /home opens on the discover tab: its data loads alongside the page's chunks, not after them.
if (location.pathname === "/home" && !new URLSearchParams(location.search).has("tab")) void prefetchDiscover(queryClient).catch(() => undefined);
await i18nReady;
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
// localStorage) is drawn afresh instead of hydrated.
if (container.dataset.prerendered === i18n.language) {
  queryClient.setQueryData(userQueryKey, null);
  // Let the browser paint the prerendered page first: on a fast network the scripts arrive before
  // the first frame, and hydrating then would hold the first paint back by the whole hydration.
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
