import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Outlet, ScrollRestoration, type RouteObject } from "react-router";
import { RequireAuth } from "../session/RequireAuth";
import { FullPageSpinner } from "../ui/Spinner";
import { PageViewTracker } from "./PageViewTracker";

/** Screens load on demand: the landing page does not pay for the map or the chat. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
};
const member = (node: ReactNode) => <RequireAuth>{node}</RequireAuth>;

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
      { path: "/", element: page(() => import("../features/landing/LandingPage")) },
      { path: "/about", element: page(() => import("../features/about/AboutPage")) },
      { path: "/privacy-policy", element: page(() => import("../features/legal/PrivacyPolicyPage")) },
      { path: "/auth", element: page(() => import("../features/auth/AuthPage")) },
      { path: "/verify-email", element: page(() => import("../features/auth/VerifyEmailPage")) },
      { path: "/reset-password", element: page(() => import("../features/auth/ResetPasswordPage")) },
      { path: "/reactivate", element: page(() => import("../features/account/ReactivatePage")) },
      { path: "/home", element: member(page(() => import("../features/home/HomePage"))) },
      { path: "/profile", element: member(page(() => import("../features/profile/ProfilePage"))) },
      { path: "/enhanced-profile", element: member(page(() => import("../features/profile/EnhancedProfilePage"))) },
      { path: "/premium", element: member(page(() => import("../features/premium/PremiumPage"))) },
      { path: "/premium-features", element: member(page(() => import("../features/premium/PremiumPage"))) },
      { path: "/subscribe", element: member(page(() => import("../features/premium/SubscribePage"))) },
      { path: "/analytics", element: member(page(() => import("../features/analytics/AnalyticsPage"))) },
      { path: "/delete-account", element: member(page(() => import("../features/account/DeleteAccountPage"))) },
      { path: "*", element: page(() => import("../features/errors/NotFoundPage")) },
    ],
  },
];
