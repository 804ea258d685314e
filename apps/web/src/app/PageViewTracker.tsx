import { useEffect } from "react";
import { useLocation } from "react-router";
import { endpoints, urlOf } from "@ulfa/contracts/endpoints";

/** A link page's secret (privacy: chaperone and shared-date links) never reaches the analytics. */
const withoutSecret = (pathname: string) => pathname.replace(/^\/(chaperone|date)\/[^/]+/, "/$1/:token");

/**
 * Reports each page view to the privacy-respecting analytics endpoint (issue 9).
 * Fire-and-forget: analytics must never break or slow navigation.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    void fetch(urlOf(endpoints.analytics.pageview), {
      method: endpoints.analytics.pageview.method,
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: withoutSecret(pathname) }),
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
  return null;
}
