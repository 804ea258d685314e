import { Suspense, type ComponentType } from "react";
import { matchRoutes, Outlet, ScrollRestoration, type RouteObject } from "react-router";
import { RequireAuth } from "../session/RequireAuth";
import { FullPageSpinner } from "../ui/Spinner";
import { homeTabOf } from "../entities/home-tabs";
import { homePanels } from "./home/panels";
import { lazyScreen, type LazyScreen } from "./lazy-screen";
import { PageViewTracker } from "./PageViewTracker";

/** The screen (or layout) each route shows, for preloadFirstScreen. */
const screens = new WeakMap<RouteObject, LazyScreen>();

/** A route to a screen loaded on demand (the landing page does not pay for the map or the chat); `member`: signed-in only. */
function screen(path: string, load: () => Promise<{ default: ComponentType }>, access: "anyone" | "member" = "anyone"): RouteObject {
  const Screen = lazyScreen(load);
  const object: RouteObject = { path, element: access === "member" ? <RequireAuth><Screen /></RequireAuth> : <Screen /> };
  screens.set(object, Screen);
  return object;
}

/**
 * A layout route (app/layouts/) around `children`, loaded on demand like a screen: the public
 * pages do not pay for the member frame, nor the member pages for the public header and footer.
 */
function layout(load: () => Promise<{ default: ComponentType }>, access: "anyone" | "member", children: RouteObject[]): RouteObject {
  const Layout = lazyScreen(load);
  const object: RouteObject = { element: access === "member" ? <RequireAuth><Layout /></RequireAuth> : <Layout />, children };
  screens.set(object, Layout);
  return object;
}

function Root() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <PageViewTracker />
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

/**
 * Every route of the app (public pages, auth, the signed-in app, /reset-password, /premium-features). The browser
 * router is made from it in main.tsx; the build prerenders the public pages from it (prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      layout(() => import("./layouts/PublicLayout"), "anyone", [
        screen("/", () => import("../features/landing/LandingPage")),
        screen("/about", () => import("../features/about/AboutPage")),
        screen("/privacy-policy", () => import("../features/legal/PrivacyPolicyPage")),
        screen("/terms", () => import("../features/legal/TermsPage")),
      ]),
      screen("/auth", () => import("../features/auth/AuthPage")),
      screen("/verify-email", () => import("../features/auth/VerifyEmailPage")),
      screen("/reset-password", () => import("../features/auth/ResetPasswordPage")),
      screen("/reactivate", () => import("../features/account/ReactivatePage")),
      screen("/chaperone/:token", () => import("../features/privacy/ChaperonePage")),
      screen("/date/:token", () => import("../features/privacy/DateSharePage")),
      screen("/onboarding", () => import("../features/onboarding/OnboardingPage"), "member"),
      // Signed-in pages in the member frame (sidebar, bottom bar, the site's notices); the layout checks the session.
      layout(() => import("./layouts/MemberLayout"), "member", [
        screen("/home", () => import("./home/HomePage")),
        screen("/profile", () => import("../features/profile/ProfilePage")),
        screen("/enhanced-profile", () => import("../features/profile/EnhancedProfilePage")),
        screen("/premium", () => import("../features/premium/PremiumPage")),
        screen("/premium-features", () => import("../features/premium/PremiumPage")),
        screen("/subscribe", () => import("../features/premium/SubscribePage")),
        screen("/analytics", () => import("../features/analytics/AnalyticsPage")),
        screen("/admin/site", () => import("../features/admin-site/AdminSitePage")),
        screen("/admin/members", () => import("../features/members/MembersPage")),
        screen("/admin/members/:userId", () => import("../features/members/MemberPage")),
      ]),
      screen("/delete-account", () => import("../features/account/DeleteAccountPage"), "member"),
      screen("*", () => import("../features/errors/NotFoundPage")),
    ],
  },
];

/** Every path the router knows, layouts' children included. */
export const routePaths = (list: RouteObject[] = routes): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);

/**
 * Loads the screen a URL opens, its layouts (and on /home its tab) before the app first renders, so that
 * render has nothing to suspend on (app/lazy-screen.ts). A failed load is left to the screen's
 * own render, which shows the error as before.
 */
export async function preloadFirstScreen(pathname: string, search: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  const loads = matched.map(({ route }) => screens.get(route)?.preload());
  if (pathname === "/home") loads.push(homePanels[homeTabOf(new URLSearchParams(search))].preload());
  await Promise.all(loads).catch(() => undefined);
}
