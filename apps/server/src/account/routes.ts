import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the account feature (registered under /api by app.ts). */
export const accountRoutes: FastifyPluginAsync = async () => {};
