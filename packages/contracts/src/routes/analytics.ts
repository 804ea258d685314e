import { liveAnalyticsSchema, mailQueueSchema, pageViewSchema, visitorAnalyticsSchema } from "../analytics";
import { noContent, route } from "./route";

/** Privacy-friendly visitor analytics and the admin's live view. */
export const analyticsRoutes = {
  pageview: route({
    method: "POST",
    path: "/api/analytics/pageview",
    summary: "Record an anonymous page view",
    body: pageViewSchema,
    response: noContent,
    access: "optional",
  }),
  visitors: route({
    method: "GET",
    path: "/api/analytics/visitors",
    summary: "Visitor and member totals (admins)",
    response: visitorAnalyticsSchema,
    access: "admin",
  }),
  live: route({
    method: "GET",
    path: "/api/analytics/live",
    summary: "Live visitors and members online now (admins)",
    response: liveAnalyticsSchema,
    access: "admin",
  }),
  mailQueue: route({
    method: "GET",
    path: "/api/analytics/mail-queue",
    summary: "Outgoing mail queue state (admins)",
    response: mailQueueSchema,
    access: "admin",
  }),
};
