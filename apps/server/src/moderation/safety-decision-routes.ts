import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { latestDecisions } from "../safety";

/** Moderators' view of what the automatic checks decided (safety/decisions.ts). */
export const safetyDecisionRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.safety.decisions, async (request) => latestDecisions(app.deps, request.query));
};
