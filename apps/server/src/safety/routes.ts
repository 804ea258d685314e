import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../platform/route";
import { tagged } from "../openapi/plugin";
import { latestDecisions } from "./decisions";

/** Admin view of the automatic checks (registered under /api by app.ts, filed under "moderation"). */
const safetyModerationRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.safety.decisions, async (request) => latestDecisions(app.deps, request.query));
};

export const safetyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tagged(safetyModerationRoutes, "moderation"));
};
