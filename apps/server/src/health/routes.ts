import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { withDeadline } from "../platform/timeouts";
import { paymentsReachable } from "../payments";

/**
 * A dependency's answer younger than this serves every health call meanwhile: a load balancer or a
 * load test polling /api/health costs one round trip per interval, not one per call.
 */
export const PING_FRESH_MS = 1000;

/** What a fresh probe answers: already settled, so the health call needs no deadline timer for it. */
const FRESH = Promise.resolve();

/**
 * Runs `probe` at most once per PING_FRESH_MS while it succeeds; concurrent callers share one run.
 * A failure is not kept: the next call probes again, so recovery shows at once. Nor is a success
 * while `failedSince()` says the dependency failed other calls after it: health never answers "ok"
 * from memory for a dependency whose calls are failing.
 */
function shared(now: () => number, probe: () => Promise<void>, failedSince: () => boolean = () => false): () => Promise<void> {
  let okAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;
  return () => {
    const t = now();
    if (t - okAt < PING_FRESH_MS && !failedSince()) return FRESH;
    inFlight ??= probe()
      .then(() => void (okAt = t))
      .finally(() => (inFlight = null));
    return inFlight;
  };
}

/**
 * GET /api/health (docs/resilience.md; docs/operating.md "Monitoring"): 200 `{status:"ok"}`; 200 `{status:"degraded", down:[...]}`
 * while an optional dependency (Redis, SMTP, object storage, payments) is down or stalled (Ulfa serves what it
 * can); 503 `{status:"unavailable", down:["database", ...]}` while the database is unreachable or
 * stalled. Every probe runs against its own deadline (healthProbeMs), all at once, so the answer
 * comes within that deadline whatever hangs: a load balancer's check never times out, and a bucket
 * that stalls takes no instance out of rotation.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Real elapsed time, not the app's clock: this only spaces out round trips (tests freeze that clock).
  const now = () => performance.now();
  const probeMs = app.deps.config.timeouts.healthProbeMs;
  const bounded = (probe: () => Promise<void>, name: string) => () => {
    const answer = probe();
    return answer === FRESH ? answer : withDeadline(answer, probeMs, `${name} did not answer within ${probeMs} ms`);
  };
  const database = bounded(shared(now, () => app.deps.database.ping()), "database");
  // Only a bucket can be down; the local disk is part of the instance itself.
  const bucket = app.deps.config.s3 ? app.deps.storage : undefined;
  const storage = bucket ? bounded(shared(now, () => bucket.check(), () => bucket.failedRecently()), "storage") : undefined;
  const optional: { name: string; isUp(): boolean | Promise<boolean> }[] = [
    { name: "redis", isUp: () => app.deps.redis === undefined || app.deps.redis.up },
    { name: "smtp", isUp: () => app.deps.mailer.isHealthy() },
    ...(storage ? [{ name: "storage", isUp: () => storage().then(() => true, () => false) }] : []),
    // Passive: the last call to Stripe reached it (payments/reachability.ts).
    ...(app.deps.config.stripe ? [{ name: "payments", isUp: () => paymentsReachable(app.deps.config.stripe!) }] : []),
  ];

  mount(app, routes.health.check, async (request, reply) => {
    const [databaseError, states] = await Promise.all([
      database().then(
        () => null,
        (err: unknown) => err ?? new Error("database down"),
      ),
      Promise.all(optional.map(async (d) => ({ name: d.name, up: await d.isUp() }))),
    ]);
    const down = states.filter((d) => !d.up).map((d) => d.name);
    if (databaseError) {
      request.log.warn({ err: databaseError }, "health check failed");
      return reply.status(503).send({ status: "unavailable", down: ["database", ...down] });
    }
    return down.length > 0 ? { status: "degraded" as const, down } : { status: "ok" as const };
  });
};
