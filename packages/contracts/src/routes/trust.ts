import { z } from "zod";
import { userIdParamsSchema } from "../matches";
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
} from "../trust";
import { route } from "./route";

/** Trust: signals, approvals of new members, appeals, invite codes. */
export const trustRoutes = {
  signals: route({ method: "GET", path: "/api/moderation/signals", response: flaggedMemberListSchema, access: "moderator" }),
  decideSignals: route({
    method: "POST",
    path: "/api/moderation/signals/:userId",
    params: userIdParamsSchema,
    body: trustActionBodySchema,
    response: trustActionResponseSchema,
    access: "moderator",
  }),
  approvals: route({ method: "GET", path: "/api/moderation/approvals", response: pendingMemberListSchema, access: "moderator" }),
  approve: route({
    method: "POST",
    path: "/api/moderation/approvals/:userId",
    params: userIdParamsSchema,
    response: approveResponseSchema,
    access: "moderator",
  }),
  appeal: route({ method: "POST", path: "/api/user/appeal", body: appealBodySchema.optional(), response: appealResponseSchema, access: "member" }),
  invites: route({ method: "GET", path: "/api/admin/invites", response: inviteListSchema, access: "admin" }),
  createInvite: route({
    method: "POST",
    path: "/api/admin/invites",
    body: createInviteSchema,
    response: z.object({ code: z.string() }),
    status: 201,
    access: "admin",
  }),
  revokeInvite: route({
    method: "DELETE",
    path: "/api/admin/invites/:code",
    params: inviteCodeParamsSchema,
    response: inviteSchema,
    access: "admin",
  }),
};
