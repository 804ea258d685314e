import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUserSchema, sessionSchema, updateUserSchema } from "@ulfa/contracts";
import { currentUser, requireUser } from "../auth/session";
import { unauthorized } from "../platform/errors";
import { presentCurrentUser } from "./present";
import { updateUser } from "./service";
import { moderationOf } from "../trust";

/** GET/PATCH /api/user: the signed-in member's own account; GET /api/session: the same or null. */
export const usersRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const signedInMember = async (request: FastifyRequest) => {
    const user = await currentUser(request);
    if (!user || user.deactivatedAt || user.suspendedAt) return null;
    return { ...presentCurrentUser(app.deps, user, await app.deps.presence.isOnline(user.id)), ...(await moderationOf(app.deps, user.id)) };
  };

  app.get("/user", { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const member = await signedInMember(request);
    if (!member) throw unauthorized();
    return member;
  });

  app.get("/session", { schema: { response: { 200: sessionSchema } } }, async (request) => ({ user: await signedInMember(request) }));

  app.patch(
    "/user",
    { preHandler: requireUser, schema: { body: updateUserSchema, response: { 200: currentUserSchema } } },
    async (request) => {
      const updated = await updateUser(app.deps, request.user, request.body);
      return presentCurrentUser(app.deps, updated, true);
    },
  );
};
