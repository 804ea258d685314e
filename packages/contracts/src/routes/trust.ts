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
import { APPROVAL_BULK_ACTIONS, SIGNAL_BULK_ACTIONS } from "../constants";
import { bulkActionBodySchema, bulkResultSchema } from "../moderation-bulk";
import { route } from "./route";

/** Trust: signals, approvals of new members, appeals, invite codes. */
export const trustRoutes = {
  signals: route({
    method: "GET",
    path: "/api/moderation/signals",
    summary: "Members with open trust signals and their evidence (moderators and admins)",
    response: flaggedMemberListSchema,
    access: "moderator",
  }),
  decideSignals: route({
    method: "POST",
    path: "/api/moderation/signals/:userId",
    summary: "Clear, hold, suspend or dismiss a member's signals (moderators and admins)",
    params: userIdParamsSchema,
    body: trustActionBodySchema,
    response: trustActionResponseSchema,
    access: "moderator",
  }),
  bulkSignals: route({
    method: "POST",
    path: "/api/moderation/signals/bulk",
    summary: "Clear, hold or dismiss several members' signals at once, each as one member's action (moderators and admins)",
    body: bulkActionBodySchema(SIGNAL_BULK_ACTIONS),
    response: bulkResultSchema,
    access: "moderator",
  }),
  approvals: route({
    method: "GET",
    path: "/api/moderation/approvals",
    summary: "New members waiting for approval (moderators and admins)",
    response: pendingMemberListSchema,
    access: "moderator",
  }),
  approve: route({
    method: "POST",
    path: "/api/moderation/approvals/:userId",
    summary: "Approve a new member (moderators and admins)",
    params: userIdParamsSchema,
    response: approveResponseSchema,
    access: "moderator",
  }),
  bulkApprove: route({
    method: "POST",
    path: "/api/moderation/approvals/bulk",
    summary: "Approve several new members at once (moderators and admins)",
    body: bulkActionBodySchema(APPROVAL_BULK_ACTIONS),
    response: bulkResultSchema,
    access: "moderator",
  }),
  appeal: route({
    method: "POST",
    path: "/api/user/appeal",
    summary: "Appeal a hold while the account is under review",
    body: appealBodySchema.optional(),
    response: appealResponseSchema,
    access: "member",
  }),
  invites: route({ method: "GET", path: "/api/admin/invites", summary: "Invite codes and their use (admins)", response: inviteListSchema, access: "admin" }),
  createInvite: route({
    method: "POST",
    path: "/api/admin/invites",
    summary: "Create an invite code (admins)",
    body: createInviteSchema,
    response: z.object({ code: z.string() }),
    status: 201,
    access: "admin",
  }),
  revokeInvite: route({
    method: "DELETE",
    path: "/api/admin/invites/:code",
    summary: "Revoke an invite code (admins)",
    params: inviteCodeParamsSchema,
    response: inviteSchema,
    access: "admin",
  }),
};
