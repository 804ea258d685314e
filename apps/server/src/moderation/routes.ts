import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the moderation feature (registered under /api by app.ts). */
export const moderationRoutes: FastifyPluginAsync = async () => {};
