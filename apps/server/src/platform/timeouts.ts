import { AI_PHRASING_TIMEOUT_MS, PAYMENT_PROVIDER_TIMEOUT_MS, PUSH_SEND_TIMEOUT_MS } from "@ulfa/contracts";

/**
 * How long Ulfa waits on each dependency before it gives up (docs/resilience.md). Every outbound
 * call has a deadline that really fires, so a dependency that accepts connections and never
 * answers costs a bounded wait and a 503, never a hung request. Production uses DEFAULT_TIMEOUTS;
 * fault tests shorten them through Config.timeouts so a stalled dependency is seen in a second.
 */
export interface Timeouts {
  /** Opening a PostgreSQL connection (TCP and start-up handshake). */
  databaseConnectMs: number;
  /**
   * Waiting in line for a pooled connection. Longer than opening one: a burst (a thousand sockets
   * reconnecting after a deploy, each looking up its session) queues for a few seconds on a
   * healthy database; while the database is down, opening fails fast and the queue with it.
   */
  databasePoolWaitMs: number;
  /**
   * One query: PostgreSQL cancels it itself after this (statement_timeout, the connection stays
   * usable) and the client abandons it shortly after (query_timeout: a stalled server never answers
   * the cancel). Ulfa's queries take milliseconds; this only bounds a stuck or stalled server.
   */
  databaseQueryMs: number;
  /** One Redis command; a timed-out command marks the connection stalled (platform/redis.ts). */
  redisCommandMs: number;
  /** Opening a Redis connection (each reconnect attempt too). */
  redisConnectMs: number;
  /** Opening a connection to the object store. */
  storageConnectMs: number;
  /**
   * One object-store request until its answer starts (the SDK's requestTimeout, made to throw), and
   * the longest silence while its body streams in.
   */
  storageRequestMs: number;
  /** One object-store call from start to end, retries included: the hard upper bound. */
  storageCallMs: number;
  /**
   * A read (GET, HEAD) until the store starts answering, retries included: a member waits on it for
   * each photo on a page, so a stalled store answers 503 within this, not storageCallMs. Once the
   * answer starts, its body streams under storageRequestMs (silence) and storageCallMs (whole), so
   * a large file from a healthy but slow store still arrives. Uploads keep storageCallMs.
   */
  storageReadMs: number;
  /**
   * After the object store failed to answer, calls fail at once (503) for this long instead of each
   * waiting out its own deadline; the health probe keeps asking, so recovery shows within a second.
   */
  storageCoolOffMs: number;
  /**
   * Opening an SMTP connection and receiving the server's greeting. Mail goes out from the job
   * queue, never from a request, but one instance works its jobs one at a time: a stalled mail
   * server must not hold every other job for long.
   */
  smtpConnectMs: number;
  /** The longest silence of the SMTP server in the middle of a send. */
  smtpIdleMs: number;
  /** Each /api/health probe; the whole answer stays under HAProxy's 2 s `timeout check`. */
  healthProbeMs: number;
  /** One Web Push send, connect to answer. Sent from the job queue: a stalled push service must not hold the other jobs long. */
  pushSendMs: number;
  /** Each call to the sign-in provider (OIDC discovery, token, userinfo), made while the member waits on a redirect. */
  oidcMs: number;
  /** One AI phrasing call; past it the built-in wording is answered (matching/phrase.ts). */
  aiPhrasingMs: number;
  /** One try of a Stripe call: the SDK's own timeout, which is a socket idle timeout. */
  paymentRequestMs: number;
  /**
   * One payment operation from start to end (a subscription is three Stripe calls, each may be
   * tried twice): the hard bound a member waits on a stalled or trickling Stripe before the 503.
   * Under the web app's own request deadline (25 s), so the member reads the server's answer.
   */
  paymentCallMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  databaseConnectMs: 1500,
  databasePoolWaitMs: 8000,
  databaseQueryMs: 10_000,
  redisCommandMs: 500,
  redisConnectMs: 1000,
  storageConnectMs: 2000,
  storageRequestMs: 5000,
  storageCallMs: 10_000,
  storageReadMs: 2500,
  storageCoolOffMs: 5000,
  smtpConnectMs: 10_000,
  smtpIdleMs: 30_000,
  healthProbeMs: 1000,
  pushSendMs: PUSH_SEND_TIMEOUT_MS,
  oidcMs: 10_000,
  aiPhrasingMs: AI_PHRASING_TIMEOUT_MS,
  paymentRequestMs: PAYMENT_PROVIDER_TIMEOUT_MS,
  paymentCallMs: 20_000,
};

/** A promise that rejects with `message` once `ms` pass (the timer never keeps the process alive). */
export function withDeadline<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(message), { code: "ETIMEDOUT" })), ms);
    timer.unref();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
