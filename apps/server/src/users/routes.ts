import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUserSchema, updateUserSchema } from "@ulfa/contracts";
import { currentUser, requireUser } from "../auth/session";
import { unauthorized } from "../platform/errors";
import { presentCurrentUser } from "./present";
import { updateUser } from "./service";

/** GET/PATCH /api/user: the signed-in member's own account. */
export const usersRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/user", { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const user = await currentUser(request);
    if (!user || user.deactivatedAt || user.suspendedAt) throw unauthorized();
    return presentCurrentUser(app.deps, user, await app.deps.presence.isOnline(user.id));
  });

  app.patch(
    "/user",
    { preHandler: requireUser, schema: { body: updateUserSchema, response: { 200: currentUserSchema } } },
    async (request) => {
      const updated = await updateUser(app.deps, request.user, request.body);
      return presentCurrentUser(app.deps, updated, true);
    },
  );
};
