import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../ui/Spinner";
import { AppShell } from "./AppShell";
import { isHomeTab, type HomeTab } from "./tabs";

const panels: Record<HomeTab, ReturnType<typeof lazy>> = {
  discover: lazy(() => import("../discover/DiscoverTab")),
  matches: lazy(() => import("../matches/MatchesTab")),
  map: lazy(() => import("../map/MapTab")),
  profile: lazy(() => import("../profile/ProfileTab")),
  premium: lazy(() => import("../premium/PremiumTab")),
};

/** /home: the in-page tab switch (discover by default). The tab is kept in ?tab= so reload and back work. */
export default function HomePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: HomeTab = isHomeTab(raw) ? raw : "discover";
  const Panel = panels[tab];
  const select = (next: HomeTab) => setParams(next === "discover" ? {} : { tab: next });
  return (
    <AppShell active={tab} onSelect={select}>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        }
      >
        <Panel />
      </Suspense>
    </AppShell>
  );
}
