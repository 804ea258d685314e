import type { FastifyRequest } from "fastify";
import type { Config } from "./config";

/**
 * Per-route limits for abuse-prone calls, in two figures: `perMember` counts a signed-in member's
 * calls (keyed by member id, whatever address or device), `perAddress` counts anonymous calls from
 * one address. Mobile carriers put thousands of people behind one address (carrier-grade NAT), so a
 * signed-in member never shares a budget with the others there, and the anonymous figures are set
 * for a busy shared address rather than one person. RATE_LIMIT_MAX can raise them, never lower or
 * remove them. docs/security.md lists the numbers.
 */
const LIMITS = {
  /** Keyed by address and e-mail (auth/routes.ts): one account from one address. */
  login: { perMember: 10, perAddress: 10, timeWindow: "15 minutes" },
  /** The per-address count is the site rules' signUpsPerHour (auth/routes.ts passes it to rateLimit); this is the window. */
  register: { perMember: 10, perAddress: 100, timeWindow: "1 hour" },
  /** Keyed by address and e-mail: each sends a mail to that address. */
  resendVerification: { perMember: 5, perAddress: 5, timeWindow: "15 minutes" },
  /** Wrong codes are also counted per account (auth/repo.ts), so the address figure can be generous. */
  verifyEmail: { perMember: 30, perAddress: 300, timeWindow: "15 minutes" },
  /** "Forgot password", keyed by address and e-mail: each sends a mail to that address. */
  forgotPassword: { perMember: 5, perAddress: 5, timeWindow: "15 minutes" },
  /** Choosing a new password with a mailed token (256 bits: nothing to guess). */
  passwordReset: { perMember: 5, perAddress: 50, timeWindow: "15 minutes" },
  /** Failures are also counted per account and per address (auth/login-limits.ts). */
  reactivate: { perMember: 10, perAddress: 100, timeWindow: "15 minutes" },
  upload: { perMember: 60, perAddress: 60, timeWindow: "1 minute" },
  /**
   * The member's real message budget is chat's (MEMBER_MESSAGES_PER_MINUTE, calls included, on the
   * app's clock: chat/member-limits.ts); this coarse guard sits above it so it never answers first.
   */
  message: { perMember: 240, perAddress: 120, timeWindow: "1 minute" },
  report: { perMember: 20, perAddress: 20, timeWindow: "1 hour" },
  pageView: { perMember: 120, perAddress: 1200, timeWindow: "1 minute" },
  dataExport: { perMember: 10, perAddress: 10, timeWindow: "1 hour" },
  /** Opening /ws, per session (per address without one): each opening costs a session lookup. */
  wsConnect: { perMember: 60, perAddress: 60, timeWindow: "1 minute" },
  /** Creating and confirming payments: slows card testing down without bothering real buyers. */
  payment: { perMember: 60, perAddress: 60, timeWindow: "1 minute" },
  /** Opening a chaperone's or a shared date's link (anonymous): links hold 256 random bits and cannot be walked. */
  sharedLink: { perMember: 30, perAddress: 300, timeWindow: "1 minute" },
  /** Inviting chaperones, changing their conversations and sharing dates: each may send an e-mail, make a link or post notices. */
  shareCreate: { perMember: 20, perAddress: 20, timeWindow: "1 hour" },
} as const;

export type RateLimitName = keyof typeof LIMITS;

/** Counter keys of signed-in calls start with this; any other key (an address, address and e-mail) is anonymous. */
const MEMBER_KEY = "member:";

/**
 * The plugin's key for every limited route (a route may set its own): the member behind a valid
 * session, else the address. `memberOf` is the session lookup the route's guard makes anyway (cached
 * per request); when it fails (database down) the call counts as anonymous.
 */
export function memberOrAddressKey(memberOf: (request: FastifyRequest) => Promise<{ id: number } | null>) {
  return async (request: FastifyRequest): Promise<string> => {
    const member = await memberOf(request).catch(() => null);
    return member ? `${MEMBER_KEY}${member.id}` : `address:${request.ip}`;
  };
}

/**
 * The route option for limit `name`. `perAddressSetting`, where given, reads the anonymous
 * per-address count at each request from a setting the admin screen changes (site rules: sign-ups
 * per hour); a signed-in member keeps their own budget. RATE_LIMIT_MAX can raise either, never lower it.
 */
export function rateLimit(config: Config, name: RateLimitName, perAddressSetting?: () => Promise<number>) {
  const limit = LIMITS[name];
  const raised = (max: number) => Math.max(max, config.rateLimitMax ?? 0);
  const perMember = raised(limit.perMember);
  const perAddress = raised(limit.perAddress);
  return {
    rateLimit: {
      max: async (_request: FastifyRequest, key: string) =>
        key.startsWith(MEMBER_KEY) ? perMember : perAddressSetting ? raised(await perAddressSetting()) : perAddress,
      timeWindow: limit.timeWindow,
    },
  };
}
