import { liveAnalyticsSchema, mailQueueSchema, pageViewSchema, visitorAnalyticsSchema } from "../analytics";
import { noContent, route } from "./route";

/** Privacy-friendly visitor analytics and the admin's live view. */
export const analyticsRoutes = {
  pageview: route({ method: "POST", path: "/api/analytics/pageview", body: pageViewSchema, response: noContent, access: "optional" }),
  visitors: route({ method: "GET", path: "/api/analytics/visitors", response: visitorAnalyticsSchema, access: "admin" }),
  live: route({ method: "GET", path: "/api/analytics/live", response: liveAnalyticsSchema, access: "admin" }),
  mailQueue: route({ method: "GET", path: "/api/analytics/mail-queue", response: mailQueueSchema, access: "admin" }),
};
