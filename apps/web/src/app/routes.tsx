import { Suspense, type ComponentType } from "react";
import { matchRoutes, Navigate, Outlet, ScrollRestoration, type RouteObject } from "react-router";
import { RequireAuth } from "../session/RequireAuth";
import { FullPageSpinner } from "../ui/Spinner";
import { homePanels, homeTabOf } from "../features/home/panels";
import { lazyScreen, type LazyScreen } from "./lazy-screen";
import { PageViewTracker } from "./PageViewTracker";

/** The screen each route shows, for preloadFirstScreen. */
const screens = new WeakMap<RouteObject, LazyScreen>();

/** A route to a screen loaded on demand (the landing page does not pay for the map or the chat); `member`: signed-in only. */
function screen(path: string, load: () => Promise<{ default: ComponentType }>, access: "anyone" | "member" = "anyone"): RouteObject {
  const Screen = lazyScreen(load);
  const object: RouteObject = { path, element: access === "member" ? <RequireAuth><Screen /></RequireAuth> : <Screen /> };
  screens.set(object, Screen);
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
      screen("/", () => import("../features/landing/LandingPage")),
      screen("/about", () => import("../features/about/AboutPage")),
      screen("/privacy-policy", () => import("../features/legal/PrivacyPolicyPage")),
      screen("/terms", () => import("../features/legal/TermsPage")),
      screen("/auth", () => import("../features/auth/AuthPage")),
      screen("/verify-email", () => import("../features/auth/VerifyEmailPage")),
      screen("/reset-password", () => import("../features/auth/ResetPasswordPage")),
      screen("/reactivate", () => import("../features/account/ReactivatePage")),
      screen("/chaperone/:token", () => import("../features/privacy/ChaperonePage")),
      screen("/date/:token", () => import("../features/privacy/DateSharePage")),
      screen("/onboarding", () => import("../features/onboarding/OnboardingPage"), "member"),
      screen("/home", () => import("../features/home/HomePage"), "member"),
      screen("/profile", () => import("../features/profile/ProfilePage"), "member"),
      screen("/profile/edit", () => import("../features/profile/editor/ProfileEditorPage"), "member"),
      // The old "Enhanced Profile" page's address: bookmarks and links land in the one editor.
      { path: "/enhanced-profile", element: <Navigate to="/profile/edit" replace /> },
      screen("/premium", () => import("../features/premium/PremiumPage"), "member"),
      screen("/premium-features", () => import("../features/premium/PremiumPage"), "member"),
      screen("/subscribe", () => import("../features/premium/SubscribePage"), "member"),
      screen("/analytics", () => import("../features/analytics/AnalyticsPage"), "member"),
      screen("/admin/site", () => import("../features/admin-site/AdminSitePage"), "member"),
      screen("/admin/members", () => import("../features/members/MembersPage"), "member"),
      screen("/admin/members/:userId", () => import("../features/members/MemberPage"), "member"),
      screen("/delete-account", () => import("../features/account/DeleteAccountPage"), "member"),
      screen("*", () => import("../features/errors/NotFoundPage")),
    ],
  },
];

/**
 * Loads the screen a URL opens (and on /home its tab) before the app first renders, so that
 * render has nothing to suspend on (app/lazy-screen.ts). A failed load is left to the screen's
 * own render, which shows the error as before.
 */
export async function preloadFirstScreen(pathname: string, search: string): Promise<void> {
  const matched = matchRoutes(routes, pathname)?.at(-1)?.route;
  const loads = [matched && screens.get(matched)?.preload()];
  if (pathname === "/home") loads.push(homePanels[homeTabOf(new URLSearchParams(search))].preload());
  await Promise.all(loads).catch(() => undefined);
}
