import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Reports each page view to the privacy-respecting analytics endpoint (issue 9).
 * Fire-and-forget: analytics must never break or slow navigation.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    void fetch("/api/analytics/pageview", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: pathname }),
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
  return null;
}
