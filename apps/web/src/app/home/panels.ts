import { lazyScreen, type LazyScreen } from "../lazy-screen";
import type { HomeTab } from "../../entities/home-tabs";

/** The tabs of /home, each loaded when first opened (or ahead: preloadHomeTab). */
export const homePanels: Record<HomeTab, LazyScreen> = {
  discover: lazyScreen(() => import("../../features/discover/DiscoverTab")),
  matches: lazyScreen(() => import("../../features/matches/MatchesTab")),
  map: lazyScreen(() => import("../../features/map/MapTab")),
  profile: lazyScreen(() => import("../../features/profile/ProfileTab")),
  premium: lazyScreen(() => import("../../features/premium/PremiumTab")),
};

