import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the map feature (registered under /api by app.ts). */
export const mapRoutes: FastifyPluginAsync = async () => {};
