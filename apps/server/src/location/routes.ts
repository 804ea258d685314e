import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { reverseLookup, saveLocation } from "./service";

/**
 * POST /api/location (Location Settings card) and GET /api/location/reverse. The map's
 * /api/location/update|sharing|visibility live with the map feature.
 */
export const locationRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.location.save, async (request) => saveLocation(app.deps, request.user, request.body));

  mount(app, routes.location.reverse, async (request) => reverseLookup(app.deps, request.query.lat, request.query.lng));
};
