import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../platform/route";
import { moderationQueue } from "./queue";

/**
 * HTTP routes of the moderation feature (registered under /api by app.ts): the merged queue of
 * reports, trust signals and selfie reviews. Each kind's actions stay with its own queue's routes.
 */
export const moderationRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.moderation.queue, async (request) => moderationQueue(app.deps, request.query));
};
