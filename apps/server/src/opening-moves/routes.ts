import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { openingMovesOf } from "./index";

/** GET /api/matches/:id/opening-moves (registered under /api; docs/features.md). */
export const openingMovesRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.openingMoves.ofMatch, async (request) => openingMovesOf(app.deps, request.user, request.params.id));
};
