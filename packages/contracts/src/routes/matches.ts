import { okMessageSchema } from "../errors";
import {
  blockBodySchema,
  blockListSchema,
  matchIdParamsSchema,
  matchListSchema,
  reportBodySchema,
  reportCreatedSchema,
  userIdParamsSchema,
} from "../matches";
import { route } from "./route";

/** Matches, blocks and reports. */
export const matchesRoutes = {
  list: route({
    method: "GET",
    path: "/api/matches",
    summary: "Matches with their last message and unread count",
    response: matchListSchema,
    access: "member",
  }),
  unmatch: route({ method: "DELETE", path: "/api/matches/:id", summary: "Unmatch", params: matchIdParamsSchema, response: okMessageSchema, access: "member" }),
  markSeen: route({
    method: "POST",
    path: "/api/matches/:id/seen",
    summary: "Mark a new match as seen",
    params: matchIdParamsSchema,
    response: okMessageSchema,
    access: "member",
  }),
  blocks: route({ method: "GET", path: "/api/blocks", summary: "Members the signed-in member has blocked", response: blockListSchema, access: "member" }),
  block: route({
    method: "POST",
    path: "/api/blocks",
    summary: "Block a member (ends any match)",
    body: blockBodySchema,
    response: okMessageSchema,
    status: 201,
    access: "member",
  }),
  unblock: route({
    method: "DELETE",
    path: "/api/blocks/:userId",
    summary: "Unblock a member",
    params: userIdParamsSchema,
    response: okMessageSchema,
    access: "member",
  }),
  report: route({
    method: "POST",
    path: "/api/reports",
    summary: "Report a member to the moderators",
    body: reportBodySchema,
    response: reportCreatedSchema,
    status: 201,
    access: "member",
  }),
};
