import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../platform/route";
import { createInvite, listInvites, revokeInvite } from "./admission";
import { actOnMember, appeal, approvalQueue, approveMember, flaggedMembers } from "./review";

/**
 * HTTP routes of the trust feature (registered under /api by app.ts; docs/trust-and-safety.md):
 * the moderators' queue of members with signals and their actions, the approval queue, a held
 * member's appeal, and the admins' invite codes.
 */
export const trustRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.trust.signals, async () => flaggedMembers(app.deps));

  mount(app, routes.trust.decideSignals, async (request) => actOnMember(app.deps, request.user, request.params.userId, request.body.action));

  mount(app, routes.trust.approvals, async () => approvalQueue(app.deps));

  mount(app, routes.trust.approve, async (request) => approveMember(app.deps, request.user, request.params.userId));

  mount(app, routes.trust.appeal, async (request) => appeal(app.deps, request.user, request.body?.message));

  mount(app, routes.trust.invites, async () => listInvites(app.deps));

  mount(app, routes.trust.createInvite, async (request, reply) => reply.status(201).send(await createInvite(app.deps, request.user, request.body)));

  mount(app, routes.trust.revokeInvite, async (request) => revokeInvite(app.deps, request.user, request.params.code));
};
