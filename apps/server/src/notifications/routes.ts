import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the notifications feature (registered under /api by app.ts). */
export const notificationsRoutes: FastifyPluginAsync = async () => {};
