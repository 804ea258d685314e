import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { moderationQueuePageSchema, moderationQueueQuerySchema } from "@ulfa/contracts";
import { requireModerator } from "../auth/session";
import { moderationQueue } from "./queue";

/**
 * HTTP routes of the moderation feature (registered under /api by app.ts): the merged queue of
 * reports, trust signals and selfie reviews. Each kind's actions stay with its own queue's routes.
 */
export const moderationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/moderation/queue",
    { preHandler: requireModerator, schema: { querystring: moderationQueueQuerySchema, response: { 200: moderationQueuePageSchema } } },
    async (request) => moderationQueue(app.deps, request.query),
  );
};
