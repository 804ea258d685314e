import { lazyScreen, type LazyScreen } from "../../app/lazy-screen";
import { isHomeTab, type HomeTab } from "./tabs";

/** The tabs of /home, each loaded when first opened (or ahead: preloadHomeTab). */
export const homePanels: Record<HomeTab, LazyScreen> = {
  discover: lazyScreen(() => import("../discover/DiscoverTab")),
  matches: lazyScreen(() => import("../matches/MatchesTab")),
  map: lazyScreen(() => import("../map/MapTab")),
  profile: lazyScreen(() => import("../profile/ProfileTab")),
  premium: lazyScreen(() => import("../premium/PremiumTab")),
};

/** The tab a /home URL opens (?tab=, discover by default). */
export const homeTabOf = (params: URLSearchParams): HomeTab => {
  const raw = params.get("tab");
  return isHomeTab(raw) ? raw : "discover";
};
