import { useEffect } from "react";
import { useBlocker, type Blocker } from "react-router";

/**
 * Asks before unsaved changes are lost: moving elsewhere in the app is held (React Router's
 * blocker: the page asks, then proceeds or stays), and closing or reloading the tab gets the
 * browser's own question (beforeunload: browsers show their own words, not ours).
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs a returnValue to ask.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  // Saved in the meantime (or changes undone): nothing to ask about any more.
  useEffect(() => {
    if (blocker.state === "blocked" && !dirty) blocker.proceed();
  }, [blocker, dirty]);
  return blocker;
}
