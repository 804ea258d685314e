import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  locationPrivacyResponseSchema,
  locationSharingSchema,
  mapConfigSchema,
  mapLocationResponseSchema,
  mapLocationUpdateSchema,
  mapNearbyResponseSchema,
  mapVisibilitySchema,
} from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { mapConfig, nearbyOnMap, setSharing, setVisibility, updateMapLocation } from "./service";

/** HTTP routes of the map feature (registered under /api by app.ts). */
export const mapRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/location/update",
    { preHandler: requireUser, schema: { body: mapLocationUpdateSchema, response: { 200: mapLocationResponseSchema } } },
    async (request) => updateMapLocation(app.deps, request.user, request.body),
  );

  app.post(
    "/location/sharing",
    { preHandler: requireUser, schema: { body: locationSharingSchema, response: { 200: locationPrivacyResponseSchema } } },
    async (request) => setSharing(app.deps, request.user, request.body.enabled),
  );

  app.post(
    "/location/visibility",
    { preHandler: requireUser, schema: { body: mapVisibilitySchema, response: { 200: locationPrivacyResponseSchema } } },
    async (request) => setVisibility(app.deps, request.user, request.body.visible),
  );

  app.get("/map/nearby", { preHandler: requireUser, schema: { response: { 200: mapNearbyResponseSchema } } }, async (request) =>
    nearbyOnMap(app.deps, request.user),
  );

  app.get("/map/config", { preHandler: requireUser, schema: { response: { 200: mapConfigSchema } } }, async () => mapConfig(app.deps));
};
