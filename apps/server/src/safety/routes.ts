import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { safetyDecisionListSchema, safetyDecisionsQuerySchema } from "@ulfa/contracts";
import { requireModerator } from "../auth/session";
import { tagged } from "../openapi/plugin";
import { latestDecisions } from "./decisions";

/** Admin view of the automatic checks (registered under /api by app.ts, filed under "moderation"). */
const safetyModerationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/moderation/safety-decisions",
    { preHandler: requireModerator, schema: { querystring: safetyDecisionsQuerySchema, response: { 200: safetyDecisionListSchema } } },
    async (request) => latestDecisions(app.deps, request.query),
  );
};

export const safetyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tagged(safetyModerationRoutes, "moderation"));
};
