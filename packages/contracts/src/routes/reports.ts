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
import { route } from "./route";

/** Moderating member reports and suspensions (moderators; lifting a suspension: admins). */
export const reportsRoutes = {
  list: route({ method: "GET", path: "/api/moderation/reports", response: moderationReportListSchema, access: "moderator" }),
  decide: route({
    method: "POST",
    path: "/api/moderation/reports/:id",
    params: reportIdParamsSchema,
    body: moderationActionBodySchema,
    response: moderationActionResponseSchema,
    access: "moderator",
  }),
  suspensions: route({
    method: "GET",
    path: "/api/moderation/suspensions",
    query: suspendedMembersQuerySchema,
    response: suspendedMemberListSchema,
    access: "moderator",
  }),
  liftSuspension: route({
    method: "POST",
    path: "/api/moderation/suspensions/:userId/lift",
    params: userIdParamsSchema,
    response: okMessageSchema,
    access: "admin",
  }),
};
