import { okMessageSchema } from "../errors";
import {
  moderationActionBodySchema,
  moderationActionResponseSchema,
  moderationReportListSchema,
  reportIdParamsSchema,
  suspendedMemberListSchema,
  suspendedMembersQuerySchema,
  userIdParamsSchema,
} from "../matches";
import { REPORT_BULK_ACTIONS } from "../constants";
import { bulkActionBodySchema, bulkResultSchema } from "../moderation-bulk";
import { route } from "./route";

/** Moderating member reports and suspensions (moderators; lifting a suspension: admins). */
export const reportsRoutes = {
  list: route({
    method: "GET",
    path: "/api/moderation/reports",
    summary: "Open member reports (admins)",
    response: moderationReportListSchema,
    access: "moderator",
  }),
  decide: route({
    method: "POST",
    path: "/api/moderation/reports/:id",
    summary: "Dismiss a report or suspend the reported member (moderators and admins)",
    params: reportIdParamsSchema,
    body: moderationActionBodySchema,
    response: moderationActionResponseSchema,
    access: "moderator",
  }),
  bulk: route({
    method: "POST",
    path: "/api/moderation/reports/bulk",
    summary: "Dismiss several reports at once, each as one report's dismiss (moderators and admins)",
    body: bulkActionBodySchema(REPORT_BULK_ACTIONS),
    response: bulkResultSchema,
    access: "moderator",
  }),
  suspensions: route({
    method: "GET",
    path: "/api/moderation/suspensions",
    query: suspendedMembersQuerySchema,
    summary: "Suspended members with their end and reason, timed or for good only, paged (moderators and admins)",
    response: suspendedMemberListSchema,
    access: "moderator",
  }),
  liftSuspension: route({
    method: "POST",
    path: "/api/moderation/suspensions/:userId/lift",
    summary: "Lift a suspension (admins)",
    params: userIdParamsSchema,
    response: okMessageSchema,
    access: "admin",
  }),
};
