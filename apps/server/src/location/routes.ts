import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the location feature (registered under /api by app.ts). */
export const locationRoutes: FastifyPluginAsync = async () => {};
