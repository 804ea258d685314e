import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { searchCities } from "./cities";
import { endTravel, setTravel, travelState } from "./service";

/** GET/PUT/DELETE /api/travel (registered under /api; docs/discovery.md). */
export const travelRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.travel.current, async (request) => travelState(app.deps, request.user));

  mount(app, routes.travel.set, async (request) => setTravel(app.deps, request.user, request.body));

  mount(app, routes.travel.searchCities, async (request) => searchCities(request.query.q));

  mount(app, routes.travel.end, async (request) => endTravel(app.deps, request.user));
};
