import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { moderationActionBodySchema, moderationActionResponseSchema, moderationReportListSchema, reportIdParamsSchema } from "@ulfa/contracts";
import { requireAdmin } from "../auth/session";
import { actOnReport, openReports } from "./safety";

/** Admin review of member reports: GET /api/moderation/reports, POST /api/moderation/reports/:id. */
export const moderationReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/moderation/reports", { preHandler: requireAdmin, schema: { response: { 200: moderationReportListSchema } } }, async () => openReports(app.deps));

  app.post(
    "/moderation/reports/:id",
    { preHandler: requireAdmin, schema: { params: reportIdParamsSchema, body: moderationActionBodySchema, response: { 200: moderationActionResponseSchema } } },
    async (request) => {
      const status = await actOnReport(app.deps, request.user, request.params.id, request.body.action);
      return { message: status === "dismissed" ? "Report dismissed" : "Member suspended", status };
    },
  );
};
