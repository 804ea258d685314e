import { lazy, Suspense, useSyncExternalStore } from "react";

// Only an installed app has an icon to badge; a browser tab never loads the badge code.
const AppBadge = lazy(() => import("./AppBadge").then((m) => ({ default: m.AppBadge })));

const standalone = () => typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches;

/** The installed app's unread badge (AppBadge.tsx), loaded only when running as an installed app. */
export function LazyAppBadge() {
  // Prerendered pages and their hydration render it as absent.
  const installed = useSyncExternalStore(
    () => () => undefined,
    standalone,
    () => false,
  );
  return installed ? (
    <Suspense fallback={null}>
      <AppBadge />
    </Suspense>
  ) : null;
}
