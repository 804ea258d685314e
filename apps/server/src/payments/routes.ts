import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the payments feature (registered under /api by app.ts). */
export const paymentsRoutes: FastifyPluginAsync = async () => {};
