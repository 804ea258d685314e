import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the likes feature (registered under /api by app.ts). */
export const likesRoutes: FastifyPluginAsync = async () => {};
