import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../ui/Spinner";
import { homeTabOf } from "../../entities/home-tabs";
import { homePanels } from "./panels";

/**
 * /home: the tab ?tab= names (discover by default), so reload and back work. The member layout's
 * navigation switches it in place (app/layouts/MemberLayout.tsx).
 */
export default function HomePage() {
  const [params] = useSearchParams();
  const Panel = homePanels[homeTabOf(params)];
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      }
    >
      <Panel />
    </Suspense>
  );
}
