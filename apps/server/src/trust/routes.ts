import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  appealBodySchema,
  appealResponseSchema,
  approveResponseSchema,
  createInviteSchema,
  flaggedMemberListSchema,
  inviteCodeParamsSchema,
  inviteListSchema,
  inviteSchema,
  pendingMemberListSchema,
  trustActionBodySchema,
  trustActionResponseSchema,
  userIdParamsSchema,
} from "@ulfa/contracts";
import { z } from "zod";
import { requireAdmin, requireModerator, requireUser } from "../auth/session";
import { createInvite, listInvites, revokeInvite } from "./admission";
import { actOnMember, appeal, approvalQueue, approveMember, flaggedMembers } from "./review";

/**
 * HTTP routes of the trust feature (registered under /api by app.ts; docs/trust-and-safety.md):
 * the moderators' queue of members with signals and their actions, the approval queue, a held
 * member's appeal, and the admins' invite codes.
 */
export const trustRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/moderation/signals", { preHandler: requireModerator, schema: { response: { 200: flaggedMemberListSchema } } }, async () => flaggedMembers(app.deps));

  app.post(
    "/moderation/signals/:userId",
    { preHandler: requireModerator, schema: { params: userIdParamsSchema, body: trustActionBodySchema, response: { 200: trustActionResponseSchema } } },
    async (request) => actOnMember(app.deps, request.user, request.params.userId, request.body.action),
  );

  app.get("/moderation/approvals", { preHandler: requireModerator, schema: { response: { 200: pendingMemberListSchema } } }, async () => approvalQueue(app.deps));

  app.post(
    "/moderation/approvals/:userId",
    { preHandler: requireModerator, schema: { params: userIdParamsSchema, response: { 200: approveResponseSchema } } },
    async (request) => approveMember(app.deps, request.user, request.params.userId),
  );

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
