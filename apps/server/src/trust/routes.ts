import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  appealBodySchema,
  appealResponseSchema,
  createInviteSchema,
  inviteCodeParamsSchema,
  inviteListSchema,
  inviteSchema,
} from "@ulfa/contracts";
import { z } from "zod";
import { requireAdmin, requireUser } from "../auth/session";
import { createInvite, listInvites, revokeInvite } from "./admission";
import { appeal } from "./review";

/**
 * HTTP routes of the trust feature (registered under /api by app.ts; docs/trust-and-safety.md): a
 * held member's appeal and the admins' invite codes. The moderators' signal and approval queues
 * are moderation's (moderation/signal-routes.ts).
 */
export const trustRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/user/appeal",
    { preHandler: requireUser, schema: { body: appealBodySchema.optional(), response: { 200: appealResponseSchema } } },
    async (request) => appeal(app.deps, request.user, request.body?.message),
  );

  app.get("/admin/invites", { preHandler: requireAdmin, schema: { response: { 200: inviteListSchema } } }, async () => listInvites(app.deps));

  app.post(
    "/admin/invites",
    { preHandler: requireAdmin, schema: { body: createInviteSchema, response: { 201: z.object({ code: z.string() }) } } },
    async (request, reply) => reply.status(201).send(await createInvite(app.deps, request.user, request.body)),
  );

  app.delete(
    "/admin/invites/:code",
    { preHandler: requireAdmin, schema: { params: inviteCodeParamsSchema, response: { 200: inviteSchema } } },
    async (request) => revokeInvite(app.deps, request.user, request.params.code),
  );
};
