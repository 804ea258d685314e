import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { boostBodySchema, boostResultSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { activateBoost } from "../discover/boost";

/** HTTP routes of the premium feature (registered under /api by app.ts). Purchases live in payments/. */
export const premiumRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post("/premium/boost", { preHandler: requireUser, schema: { body: boostBodySchema.optional(), response: { 200: boostResultSchema } } }, async (request) =>
    activateBoost(app.deps, request.user),
  );
};
