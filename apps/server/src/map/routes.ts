import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { mapConfig, nearbyOnMap, setSharing, setVisibility, updateMapLocation } from "./service";

/** HTTP routes of the map feature (registered under /api by app.ts). */
export const mapRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.map.update, async (request) => updateMapLocation(app.deps, request.user, request.body));

  mount(app, routes.map.sharing, async (request) => setSharing(app.deps, request.user, request.body.enabled));

  mount(app, routes.map.visibility, async (request) => setVisibility(app.deps, request.user, request.body.visible));

  mount(app, routes.map.nearby, async (request) => nearbyOnMap(app.deps, request.user));

  mount(app, routes.map.config, async () => mapConfig(app.deps));
};
