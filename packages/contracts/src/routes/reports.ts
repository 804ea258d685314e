import { okMessageSchema } from "../errors";
import {
  moderationActionBodySchema,
  moderationActionResponseSchema,
  moderationReportListSchema,
  reportIdParamsSchema,
  suspendedMemberListSchema,
  userIdParamsSchema,
} from "../matches";
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
  suspensions: route({
    method: "GET",
    path: "/api/moderation/suspensions",
    summary: "Suspended members (admins)",
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
