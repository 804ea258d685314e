import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { travelBodySchema, travelStateSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { endTravel, setTravel, travelState } from "./service";

/** GET/PUT/DELETE /api/travel (registered under /api; docs/discovery.md). */
export const travelRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/travel", { preHandler: requireUser, schema: { response: { 200: travelStateSchema } } }, async (request) => travelState(app.deps, request.user));

  app.put("/travel", { preHandler: requireUser, schema: { body: travelBodySchema, response: { 200: travelStateSchema } } }, async (request) =>
    setTravel(app.deps, request.user, request.body),
  );

  app.delete("/travel", { preHandler: requireUser, schema: { response: { 200: travelStateSchema } } }, async (request) => endTravel(app.deps, request.user));
};
