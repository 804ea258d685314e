import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { yourTurn } from "./index";

/** GET /api/your-turn (registered under /api; docs/discovery.md). */
export const yourTurnRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.yourTurn.list, async (request) => yourTurn(app.deps, request.user));
};
