import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { citySearchQuerySchema, citySearchSchema, travelBodySchema, travelStateSchema } from "@ulfa/contracts";
import { searchCities } from "./cities";
import { requireUser } from "../auth/session";
import { endTravel, setTravel, travelState } from "./service";

/** GET/PUT/DELETE /api/travel (registered under /api; docs/discovery.md). */
export const travelRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/travel", { preHandler: requireUser, schema: { response: { 200: travelStateSchema } } }, async (request) => travelState(app.deps, request.user));

  app.put("/travel", { preHandler: requireUser, schema: { body: travelBodySchema, response: { 200: travelStateSchema } } }, async (request) =>
    setTravel(app.deps, request.user, request.body),
  );

  app.get("/travel/cities", { preHandler: requireUser, schema: { querystring: citySearchQuerySchema, response: { 200: citySearchSchema } } }, async (request) =>
    searchCities(request.query.q),
  );

  app.delete("/travel", { preHandler: requireUser, schema: { response: { 200: travelStateSchema } } }, async (request) => endTravel(app.deps, request.user));
};
