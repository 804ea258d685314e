import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the matches feature (registered under /api by app.ts). */
export const matchesRoutes: FastifyPluginAsync = async () => {};
