import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { activateBoost } from "../discover";

/** HTTP routes of the premium feature (registered under /api by app.ts). Purchases live in payments/. */
export const premiumRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.premium.boost, async (request) => activateBoost(app.deps, request.user));
};
