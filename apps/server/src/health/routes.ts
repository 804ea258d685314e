import type { FastifyPluginAsync } from "fastify";

/** GET /api/health: 200 once the database is migrated and reachable, 503 otherwise (RUNNING.md). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/health", async (request, reply) => {
    try {
      await app.deps.database.ping();
      return { status: "ok" };
    } catch (err) {
      request.log.warn({ err }, "health check failed");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
};
