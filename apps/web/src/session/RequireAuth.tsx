import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useCurrentUser } from "./useCurrentUser";
import { FullPageSpinner } from "../ui/Spinner";

/** Pages a member may open before finishing onboarding: the onboarding itself, and leaving. */
const BEFORE_ONBOARDING = ["/onboarding", "/delete-account"];

/**
 * Shows the spinner while the session check runs, then the page, a redirect to /auth, or, for a
 * member with an unfinished onboarding step, to it: every way in (a code, the mailed link, Google)
 * ends on a signed-in page, so every one lands on the first unfinished step.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (user.onboarding?.nextStep && !BEFORE_ONBOARDING.includes(location.pathname)) return <Navigate to="/onboarding" replace />;
  return <>{children}</>;
}
