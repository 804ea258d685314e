import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the photos feature (registered under /api by app.ts). */
export const photosRoutes: FastifyPluginAsync = async () => {};
