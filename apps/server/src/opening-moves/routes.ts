import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { matchIdParamsSchema, matchOpeningMovesSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { openingMovesOf } from "./index";

/** GET /api/matches/:id/opening-moves (registered under /api; docs/features.md). */
export const openingMovesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/matches/:id/opening-moves",
    { preHandler: requireUser, schema: { params: matchIdParamsSchema, response: { 200: matchOpeningMovesSchema } } },
    async (request) => openingMovesOf(app.deps, request.user, request.params.id),
  );
};
