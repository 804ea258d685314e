import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { actOnMember, approvalQueue, approveMember, flaggedMembers } from "../trust";

/**
 * The moderators' queue of members with trust signals and their actions, and the approval queue
 * (docs/trust-and-safety.md). The rules behind them are the trust feature's (trust/review.ts).
 */
export const signalRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.trust.signals, async () => flaggedMembers(app.deps));

  mount(app, routes.trust.decideSignals, async (request) => {
    const { action, days, reason } = request.body;
    return actOnMember(app.deps, request.user, request.params.userId, action, { days: days ?? null, reason: reason ?? null });
  });

  mount(app, routes.trust.approvals, async () => approvalQueue(app.deps));

  mount(app, routes.trust.approve, async (request) => approveMember(app.deps, request.user, request.params.userId));
};
