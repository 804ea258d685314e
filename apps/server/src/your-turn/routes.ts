import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { yourTurnSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { yourTurn } from "./index";

/** GET /api/your-turn (registered under /api; docs/discovery.md). */
export const yourTurnRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/your-turn", { preHandler: requireUser, schema: { response: { 200: yourTurnSchema } } }, async (request) => yourTurn(app.deps, request.user));
};
