import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the auth feature (registered under /api by app.ts). */
export const authRoutes: FastifyPluginAsync = async () => {};
