import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { reverseGeocodeQuerySchema, reverseGeocodeResponseSchema, saveLocationResponseSchema, saveLocationSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { reverseLookup, saveLocation } from "./service";

/**
 * POST /api/location (Location Settings card) and GET /api/location/reverse. The map's
 * /api/location/update|sharing|visibility live with the map feature.
 */
export const locationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/location",
    { preHandler: requireUser, schema: { body: saveLocationSchema, response: { 200: saveLocationResponseSchema } } },
    async (request) => saveLocation(app.deps, request.user, request.body),
  );

  app.get(
    "/location/reverse",
    { preHandler: requireUser, schema: { querystring: reverseGeocodeQuerySchema, response: { 200: reverseGeocodeResponseSchema } } },
    async (request) => reverseLookup(app.deps, request.query.lat, request.query.lng),
  );
};
