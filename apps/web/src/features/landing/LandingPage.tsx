import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { CurrentUser } from "@ulfa/contracts";
import { userQueryKey } from "../../session/useCurrentUser";
import { needsProfileSetup } from "../auth";
import { Hero } from "./components/Hero";
import { Highlights } from "./components/Highlights";
import { StatsTiles } from "./components/StatsTiles";
import { PromoBanner } from "./components/PromoBanner";

/** "/": marketing page whose actions depend on the session (inside the public layout, app/layouts/PublicLayout.tsx). */
export default function LandingPage() {
  useOAuthReturn();
  return (
    <main className="flex-1 bg-white">
      <Hero />
      <StatsTiles />
      <Highlights />
      <PromoBanner />
    </main>
  );
}

/**
 * Back from external sign-in with ?oauth=success: drop the parameter and fetch the session again.
 * A new Google account continues to its first unfinished onboarding step; an older account whose
 * profile is still empty, to profile setup.
 */
function useOAuthReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const oauth = params.get("oauth");
  useEffect(() => {
    if (oauth !== "success") return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("oauth");
        return next;
      },
      { replace: true },
    );
    void queryClient.refetchQueries({ queryKey: userQueryKey }).then(() => {
      const user = queryClient.getQueryData<CurrentUser | null>(userQueryKey);
      if (user?.onboarding?.nextStep) navigate("/onboarding", { replace: true });
      else if (user && needsProfileSetup(user)) navigate("/auth?mode=profile-setup", { replace: true });
    });
  }, [oauth, setParams, queryClient, navigate]);
}
