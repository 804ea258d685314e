import type { FastifyPluginAsync } from "fastify";

/** HTTP routes of the chat feature (registered under /api by app.ts). */
export const chatRoutes: FastifyPluginAsync = async () => {};
