import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the profile feature (registered under /api by app.ts). */
export const profileRoutes: FastifyPluginAsync = async () => {};
