import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the analytics feature (registered under /api by app.ts). */
export const analyticsRoutes: FastifyPluginAsync = async () => {};
