import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the discover feature (registered under /api by app.ts). */
export const discoverRoutes: FastifyPluginAsync = async () => {};
