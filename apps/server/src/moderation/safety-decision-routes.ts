import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { safetyDecisionListSchema, safetyDecisionsQuerySchema } from "@ulfa/contracts";
import { requireModerator } from "../auth/session";
import { latestDecisions } from "../safety/decisions";

/** Moderators' view of what the automatic checks decided (safety/decisions.ts). */
export const safetyDecisionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/moderation/safety-decisions",
    { preHandler: requireModerator, schema: { querystring: safetyDecisionsQuerySchema, response: { 200: safetyDecisionListSchema } } },
    async (request) => latestDecisions(app.deps, request.query),
  );
};
