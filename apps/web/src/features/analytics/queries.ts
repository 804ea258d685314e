import { useQuery } from "@tanstack/react-query";
import { ANALYTICS_POLL_MS, type LiveAnalytics, type VisitorAnalytics } from "@ulfa/contracts";
import { api, ApiError } from "../../api/client";

/** Query keys of the analytics feature. */
export const analyticsKeys = {
  visitors: ["analytics", "visitors"] as const,
  live: ["analytics", "live"] as const,
};

/** A 401/403 will not change by asking again. */
const retryUnlessDenied = (failures: number, err: unknown) =>
  !(err instanceof ApiError && (err.status === 401 || err.status === 403)) && failures < 2;

/** GET /api/analytics/visitors: loaded when the page opens (SPEC.md section 7). */
export function useVisitorAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.visitors,
    queryFn: () => api.get<VisitorAnalytics>("/api/analytics/visitors"),
    enabled,
    staleTime: 0,
    refetchOnMount: "always",
    retry: retryUnlessDenied,
  });
}

/** GET /api/analytics/live: polled every 30 s (ANALYTICS_POLL_MS). */
export function useLiveAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.live,
    queryFn: () => api.get<LiveAnalytics>("/api/analytics/live"),
    enabled,
    refetchInterval: ANALYTICS_POLL_MS,
    staleTime: 0,
    refetchOnMount: "always",
    retry: retryUnlessDenied,
  });
}

export const isDenied = (err: unknown) => err instanceof ApiError && err.status === 403;
