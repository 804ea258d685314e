import { z } from "zod";
import { text } from "./text";

/**
 * Analytics limits that only this feature uses (the shared product constants, such as
 * ANALYTICS_LIST_LIMIT and LIVE_VISITOR_WINDOW_MS, live in constants.ts).
 */
/** Stored page paths are cut to this many characters. */
export const PAGE_PATH_MAX = 200;
/** A longer `path` in the request body is refused outright (it is not a page of ours). */
export const PAGE_PATH_INPUT_MAX = 2048;
/** The "All Users Details" table shows at most this many members, newest first. */
export const ANALYTICS_USERS_TABLE_LIMIT = 500;
/** A signed-in member's lastActiveAt is written at most once per this interval. */
export const LAST_ACTIVE_THROTTLE_MS = 60_000;

/** POST /api/analytics/pageview (anonymous allowed) -> 204. */
export const pageViewSchema = z.object({
  path: text()
    .min(1)
    .max(PAGE_PATH_INPUT_MAX)
    .refine((p) => p.startsWith("/") && !p.startsWith("//"), "path must start with /"),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;

export const countryCountSchema = z.object({ country: z.string(), count: z.number().int() });
export type CountryCount = z.infer<typeof countryCountSchema>;

/** GET /api/analytics/visitors (administrators only). */
export const visitorAnalyticsSchema = z.object({
  /** Page views recorded. */
  totalVisitors: z.number().int(),
  /** Distinct visitors; the visitor id rotates every UTC day, so this counts visitor-days. */
  uniqueVisitors: z.number().int(),
  topCountries: z.array(countryCountSchema),
  userCountries: z.array(countryCountSchema),
  topPages: z.array(z.object({ page: z.string(), count: z.number().int() })),
  registeredUsers: z.number().int(),
  premiumUsers: z.number().int(),
  registeredUsersList: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      country: z.string().nullable(),
      isEmailVerified: z.boolean(),
      isPremium: z.boolean(),
    }),
  ),
});
export type VisitorAnalytics = z.infer<typeof visitorAnalyticsSchema>;

/** GET /api/analytics/live (administrators only). */
export const liveAnalyticsSchema = z.object({
  /** Distinct visitors in the last LIVE_VISITOR_WINDOW_MS. */
  activeVisitors: z.number().int(),
  /** Registered members online now or active in the last LIVE_VISITOR_WINDOW_MS. */
  activeUsers: z.number().int(),
  recentUsers: z.array(z.object({ username: z.string(), country: z.string().nullable(), lastActivity: z.string() })),
  visitorCountries: z.array(countryCountSchema),
});
export type LiveAnalytics = z.infer<typeof liveAnalyticsSchema>;

/** GET /api/analytics/mail-queue (admins): mails still waiting to be sent and mails given up. */
export const mailQueueItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(["pending", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** Pending only: when the next attempt is due. */
  nextAttemptAt: z.string().nullable(),
});
export type MailQueueItem = z.infer<typeof mailQueueItemSchema>;
export const mailQueueSchema = z.object({
  pending: z.number().int(),
  failed: z.number().int(),
  /** The newest waiting and failed mails, failed first. */
  items: z.array(mailQueueItemSchema),
});
export type MailQueue = z.infer<typeof mailQueueSchema>;
