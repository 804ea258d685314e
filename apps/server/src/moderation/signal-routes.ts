import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { approveResponseSchema, flaggedMemberListSchema, pendingMemberListSchema, trustActionBodySchema, trustActionResponseSchema, userIdParamsSchema } from "@ulfa/contracts";
import { requireModerator } from "../auth/session";
import { actOnMember, approvalQueue, approveMember, flaggedMembers } from "../trust";

/**
 * The moderators' queue of members with trust signals and their actions, and the approval queue
 * (docs/trust-and-safety.md). The rules behind them are the trust feature's (trust/review.ts).
 */
export const signalRoutes: FastifyPluginAsync = async (base) => {
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
};
