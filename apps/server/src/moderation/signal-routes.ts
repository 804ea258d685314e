import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { eachId } from "./bulk";
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

  // Clear, hold or dismiss in bulk; suspending asks for a term and a reason, one member at a time.
  mount(app, routes.trust.bulkSignals, async (request) =>
    eachId(request.body.ids, (userId) => actOnMember(app.deps, request.user, userId, request.body.action)),
  );

  mount(app, routes.trust.approvals, async () => approvalQueue(app.deps));

  mount(app, routes.trust.approve, async (request) => approveMember(app.deps, request.user, request.params.userId));

  mount(app, routes.trust.bulkApprove, async (request) => eachId(request.body.ids, (userId) => approveMember(app.deps, request.user, userId)));
};
