import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the premium feature (registered under /api by app.ts). */
export const premiumRoutes: FastifyPluginAsync = async () => {};
