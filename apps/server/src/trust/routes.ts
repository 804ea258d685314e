import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { createInvite, listInvites, revokeInvite } from "./admission";
import { appeal } from "./review";

/**
 * HTTP routes of the trust feature (registered under /api by app.ts; docs/trust-and-safety.md): a
 * held member's appeal and the admins' invite codes. The moderators' signal and approval queues
 * are moderation's (moderation/signal-routes.ts).
 */
export const trustRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.trust.appeal, async (request) => appeal(app.deps, request.user, request.body?.message));

  mount(app, routes.trust.invites, async () => listInvites(app.deps));

  mount(app, routes.trust.createInvite, async (request, reply) => reply.status(201).send(await createInvite(app.deps, request.user, request.body)));

  mount(app, routes.trust.revokeInvite, async (request) => revokeInvite(app.deps, request.user, request.params.code));
};
