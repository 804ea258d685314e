import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../ui/Spinner";
import { AppShell } from "./AppShell";
import { homePanels, homeTabOf } from "./panels";
import type { HomeTab } from "./tabs";

/** /home: the in-page tab switch (discover by default). The tab is kept in ?tab= so reload and back work. */
export default function HomePage() {
  const [params, setParams] = useSearchParams();
  const tab = homeTabOf(params);
  const Panel = homePanels[tab];
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
