import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyMetrics from "fastify-metrics";
import { Registry } from "prom-client";
import { AppError } from "./errors";

const METRICS_PATH = "/metrics";

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? "";
  if (!header.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at /metrics (fastify-metrics): request rates and latencies per route, and the
 * process's own (event-loop lag, heap, CPU). Only when METRICS_TOKEN is set, and only for
 * `Authorization: Bearer <token>`. Each app has its own registry, so several apps in one process
 * (tests) do not collide in prom-client's global one. Features add their own metrics to the returned registry.
 */
export async function registerMetrics(app: FastifyInstance, token: string): Promise<Registry> {
  const expected = Buffer.from(token);
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    endpoint: {
      url: METRICS_PATH,
      method: "GET",
      logLevel: "warn",
      onRequest: async (request) => {
        if (!bearerMatches(request, expected)) throw new AppError(401, "NOT_AUTHENTICATED", "A valid metrics token is required");
      },
      handler: () => undefined,
    },
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: [METRICS_PATH],
      // fastify-metrics creates the summary even when it is off; in this registry, not prom-client's
      // global one, where a second app in the same process (test files sharing a worker) collides.
      overrides: { histogram: { registers: [registry] }, summary: { registers: [registry] } },
    },
  });
  return registry;
}
