/**
 * Build-time entry (apps/web/scripts/prerender.mjs): renders the public pages to HTML, per
 * language, from the same components and routes the browser uses. The browser then hydrates them.
 * Also the discover tab's loading state, which a signed-in /home page load shows until the app draws.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, MemoryRouter, Route, Routes, StaticRouterProvider } from "react-router";
import { LANGUAGES, PHOTO_VARIANT_FORMATS, PHOTO_VARIANT_WIDTHS, type Language } from "@ulfa/contracts/constants";
import { directionOf, switchLanguage } from "./i18n";
import { queryClient } from "./api/queryClient";
import { App } from "./app/App";
import HomePage from "./app/home/HomePage";
import MemberLayout from "./app/layouts/MemberLayout";
import { routePaths, routes } from "./app/routes";
import { userQueryKey } from "./session/useCurrentUser";
import { htmlTopCard } from "./features/discover/html-top-card";
import { CARD_SIZES, STORED_PHOTO } from "./features/discover/components/photo-sources";
import { siteQueryKey, siteTemplate } from "./features/site";
import i18n from "./i18n";

/** The public pages' layout route (app/routes.tsx): its chunk comes with each of them. */
const PUBLIC_LAYOUT = "src/app/layouts/PublicLayout.tsx";
/** Public pages: URL path, output file, and the modules (its layout, the page) whose chunks the page needs first. */
export const PAGES = [
  { path: "/", file: "index.html", module: "src/features/landing/LandingPage.tsx", layout: PUBLIC_LAYOUT },
  { path: "/about", file: "about.html", module: "src/features/about/AboutPage.tsx", layout: PUBLIC_LAYOUT },
  { path: "/privacy-policy", file: "privacy-policy.html", module: "src/features/legal/PrivacyPolicyPage.tsx", layout: PUBLIC_LAYOUT },
  { path: "/terms", file: "terms.html", module: "src/features/legal/TermsPage.tsx", layout: PUBLIC_LAYOUT },
];
export const NOT_FOUND = { path: "/__not-found__", file: "404.html", module: "src/features/errors/NotFoundPage.tsx" };
export { LANGUAGES, directionOf };

/** Every path the client router knows (the server answers them with the app shell). */
export const appPaths = routePaths().filter((p) => p !== "*");

const handler = createStaticHandler(routes);

/** The page's markup (what goes inside <div id="root">) as a signed-out visitor in `lang` sees it. */
export async function renderPage(path: string, lang: string): Promise<string> {
  await switchLanguage(lang as Language);
  queryClient.setQueryData(userQueryKey, null);
  // Markers the server fills from the site settings when it serves the page (apps/server/src/web/site-pages.ts).
  queryClient.setQueryData(siteQueryKey, siteTemplate());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/**
 * The texts the server needs to fill a page's landing tiles in `lang` (site/tiles.ts decides the
 * kind; these say it): per tile, the label of a count or demo figure, and a feature tile's two lines.
 */
export async function siteStrings(lang: string): Promise<Record<string, string>> {
  await switchLanguage(lang as Language);
  const t = i18n.getFixedT(lang, "site");
  const strings: Record<string, string> = {};
  for (const key of ["members", "matches", "satisfaction", "countries"]) {
    for (const part of ["count", "featureValue", "featureLabel"]) strings[`tiles.${key}.${part}`] = t(`tiles.${key}.${part}`);
  }
  return strings;
}

/**
 * What a signed-in page load of /home paints before the app's scripts have run: the home page with
 * the discover tab in its loading state (nothing is known yet, so no member data is in it), in
 * `lang`. The app draws over it (app/start.tsx). Without it the page stayed blank until the app's
 * first render, about 0.6 s later at 1x on a 2-core machine (docs/benchmarks.md).
 */
export async function renderHomeLoading(lang: string): Promise<string> {
  await switchLanguage(lang as Language);
  queryClient.clear();
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        <MemoryRouter initialEntries={["/home"]}>
          <Routes>
            <Route element={<MemberLayout />}>
              <Route path="/home" element={<HomePage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </App>
    </StrictMode>,
    // Every boundary inline, however large. React moves one of over progressiveChunkSize bytes (the
    // tab's markup, past 12.8 KB) out of its place: the page came with HomePage's Suspense
    // fallback (a spinner) and the tab hidden at its end, shown by React's inline script, which
    // waits for the stylesheet and, once a frame has been drawn, holds the reveal back up to 300 ms
    // (FALLBACK_THROTTLE_MS); the top card's photo slot was in the hidden part. The page is read
    // whole from memory, so there is nothing to gain from flushing its start earlier.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<template id="B:')) throw new Error("prerender: the /home loading state still has a pending Suspense boundary");
  return html;
}

/**
 * The inline script of the signed-in /home page that shows the top card's photo in the loading
 * state before the app runs (features/discover/html-top-card.ts), with the photo rules filled in.
 */
export const htmlTopCardScript = `(${htmlTopCard.toString()})(${JSON.stringify({
  stored: STORED_PHOTO.source,
  widths: PHOTO_VARIANT_WIDTHS,
  formats: PHOTO_VARIANT_FORMATS,
  sizes: CARD_SIZES,
})});`;
