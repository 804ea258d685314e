import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount, currentUser } from "../auth";
import { unauthorized } from "../platform/errors";
import { presentCurrentUser } from "./present";
import { updateUser } from "./service";
import { moderationOf } from "../trust";

/** GET/PATCH /api/user: the signed-in member's own account; GET /api/session: the same or null. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const signedInMember = async (request: FastifyRequest) => {
    const user = await currentUser(request);
    if (!user || user.deactivatedAt || user.suspendedAt) return null;
    return { ...presentCurrentUser(app.deps, user, await app.deps.presence.isOnline(user.id)), ...(await moderationOf(app.deps, user.id)) };
  };

  mount(app, routes.users.me, async (request) => {
    const member = await signedInMember(request);
    if (!member) throw unauthorized();
    return member;
  });

  mount(app, routes.users.session, async (request) => ({ user: await signedInMember(request) }));

  mount(app, routes.users.update, async (request) => {
    const updated = await updateUser(app.deps, request.user, request.body);
    return presentCurrentUser(app.deps, updated, true);
  });
};
