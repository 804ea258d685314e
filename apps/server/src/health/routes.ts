import type { FastifyPluginAsync } from "fastify";
import { mediaStorage } from "../photos/storage";

/**
 * A dependency's answer younger than this serves every health call meanwhile: a load balancer or a
 * load test polling /api/health costs one round trip per interval, not one per call.
 */
export const PING_FRESH_MS = 1000;

/**
 * Runs `probe` at most once per PING_FRESH_MS while it succeeds; concurrent callers share one run.
 * A failure is not kept: the next call probes again, so recovery shows at once.
 */
function shared(now: () => number, probe: () => Promise<void>): () => Promise<void> {
  let okAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;
  return () => {
    const t = now();
    if (t - okAt < PING_FRESH_MS) return Promise.resolve();
    inFlight ??= probe()
      .then(() => void (okAt = t))
      .finally(() => (inFlight = null));
    return inFlight;
  };
}

/**
 * GET /api/health (docs/operating.md "Monitoring"): 200 `{status:"ok"}`; 200
 * `{status:"degraded", down:[...]}` while an optional dependency (Redis, SMTP, object storage) is
 * down (Ulfa serves what it can); 503 `{status:"unavailable", down:["database", ...]}` while the
 * database is unreachable.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Real elapsed time, not the app's clock: this only spaces out round trips (tests freeze that clock).
  const now = () => performance.now();
  const database = shared(now, () => app.deps.database.ping());
  // Only a bucket can be down; the local disk is part of the instance itself.
  const storage = app.deps.config.s3 ? shared(now, () => mediaStorage(app.deps.config).check()) : undefined;
  const optional: { name: string; isUp(): boolean | Promise<boolean> }[] = [
    { name: "redis", isUp: () => app.deps.redis === undefined || app.deps.redis.up },
    { name: "smtp", isUp: () => app.deps.mailer.isHealthy() },
    ...(storage ? [{ name: "storage", isUp: () => storage().then(() => true, () => false) }] : []),
  ];

  app.get("/health", async (request, reply) => {
    const states = await Promise.all(optional.map(async (d) => ({ name: d.name, up: await d.isUp() })));
    const down = states.filter((d) => !d.up).map((d) => d.name);
    try {
      await database();
    } catch (err) {
      request.log.warn({ err }, "health check failed");
      return reply.status(503).send({ status: "unavailable", down: ["database", ...down] });
    }
    return down.length > 0 ? { status: "degraded", down } : { status: "ok" };
  });
};
