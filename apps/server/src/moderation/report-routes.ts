import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  liftSuspensionResponseSchema,
  moderationActionBodySchema,
  moderationActionResponseSchema,
  moderationReportListSchema,
  reportIdParamsSchema,
  suspendedMemberListSchema,
  userIdParamsSchema,
} from "@ulfa/contracts";
import { requireAdmin, requireModerator } from "../auth/session";
import { actOnReport, liftSuspension, openReports, suspendedMembers } from "./reports";

/**
 * Moderators' (and admins') review of member reports: GET /api/moderation/reports, POST /api/moderation/reports/:id;
 * suspended members: GET /api/moderation/suspensions, POST /api/moderation/suspensions/:userId/lift (admins only).
 */
export const reportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/moderation/reports", { preHandler: requireModerator, schema: { response: { 200: moderationReportListSchema } } }, async () => openReports(app.deps));

  app.post(
    "/moderation/reports/:id",
    { preHandler: requireModerator, schema: { params: reportIdParamsSchema, body: moderationActionBodySchema, response: { 200: moderationActionResponseSchema } } },
    async (request) => {
      const status = await actOnReport(app.deps, request.user, request.params.id, request.body.action);
      return { message: status === "dismissed" ? "Report dismissed" : "Member suspended", status };
    },
  );

  app.get("/moderation/suspensions", { preHandler: requireModerator, schema: { response: { 200: suspendedMemberListSchema } } }, async () => suspendedMembers(app.deps));

  app.post(
    "/moderation/suspensions/:userId/lift",
    // Only admins lift: a moderator's suspension is reviewed by someone above the moderators.
    { preHandler: requireAdmin, schema: { params: userIdParamsSchema, response: { 200: liftSuspensionResponseSchema } } },
    async (request) => {
      await liftSuspension(app.deps, request.params.userId, request.user);
      return { message: "Suspension lifted" };
    },
  );
};
