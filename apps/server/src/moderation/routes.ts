import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { moderationQueue } from "./queue";
import { reportRoutes } from "./report-routes";
import { safetyDecisionRoutes } from "./safety-decision-routes";
import { signalRoutes } from "./signal-routes";
import { verificationRoutes } from "./verification-routes";

/**
 * HTTP routes of the moderation feature (registered under /api by app.ts, every one under
 * /moderation): the merged queue, and each kind's own list and actions: reports and suspensions,
 * trust signals and approvals, selfie verifications, the automatic checks' decisions. The rules
 * stay with the feature each case comes from (trust/, profile/verification.ts, safety/).
 */
export const moderationRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.moderation.queue, async (request) => moderationQueue(app.deps, request.query));
  await app.register(reportRoutes);
  await app.register(signalRoutes);
  await app.register(verificationRoutes);
  await app.register(safetyDecisionRoutes);
};
