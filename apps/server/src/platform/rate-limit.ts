import type { Config } from "./config";

/** Per-route limits for abuse-prone calls. RATE_LIMIT_MAX can raise them, never lower or remove them. */
const LIMITS = {
  login: { max: 10, timeWindow: "15 minutes" },
  /** The count is the site rules' signUpsPerHour (auth/routes.ts); this is the window. */
  register: { max: 10, timeWindow: "1 hour" },
  resendVerification: { max: 5, timeWindow: "15 minutes" },
  verifyEmail: { max: 30, timeWindow: "15 minutes" },
  passwordReset: { max: 5, timeWindow: "15 minutes" },
  reactivate: { max: 10, timeWindow: "15 minutes" },
  upload: { max: 60, timeWindow: "1 minute" },
  message: { max: 120, timeWindow: "1 minute" },
  report: { max: 20, timeWindow: "1 hour" },
  pageView: { max: 120, timeWindow: "1 minute" },
  dataExport: { max: 10, timeWindow: "1 hour" },
  /** Opening /ws, per session (per IP without one): each opening costs a session lookup. */
  wsConnect: { max: 60, timeWindow: "1 minute" },
  /** Creating and confirming payments: slows card testing down without bothering real buyers. */
  payment: { max: 60, timeWindow: "1 minute" },
  /** Opening a chaperone's or a shared date's link (anonymous, per IP): links cannot be walked. */
  sharedLink: { max: 30, timeWindow: "1 minute" },
  /** Inviting chaperones, changing their conversations and sharing dates: each may send an e-mail, make a link or post notices. */
  shareCreate: { max: 20, timeWindow: "1 hour" },
} as const;

export type RateLimitName = keyof typeof LIMITS;

export function rateLimit(config: Config, name: RateLimitName) {
  const limit = LIMITS[name];
  return { rateLimit: { max: Math.max(limit.max, config.rateLimitMax ?? 0), timeWindow: limit.timeWindow } };
}

/**
 * The same limit with its count read at each request from a setting the admin screen changes (site
 * rules: sign-ups per hour); RATE_LIMIT_MAX can still raise it, never lower it.
 */
export function settableRateLimit(config: Config, name: RateLimitName, configured: () => Promise<number>) {
  const limit = LIMITS[name];
  return { rateLimit: { max: async () => Math.max(await configured(), config.rateLimitMax ?? 0), timeWindow: limit.timeWindow } };
}
