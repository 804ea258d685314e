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
  list: route({ method: "GET", path: "/api/matches", response: matchListSchema, access: "member" }),
  unmatch: route({ method: "DELETE", path: "/api/matches/:id", params: matchIdParamsSchema, response: okMessageSchema, access: "member" }),
  markSeen: route({ method: "POST", path: "/api/matches/:id/seen", params: matchIdParamsSchema, response: okMessageSchema, access: "member" }),
  blocks: route({ method: "GET", path: "/api/blocks", response: blockListSchema, access: "member" }),
  block: route({ method: "POST", path: "/api/blocks", body: blockBodySchema, response: okMessageSchema, status: 201, access: "member" }),
  unblock: route({ method: "DELETE", path: "/api/blocks/:userId", params: userIdParamsSchema, response: okMessageSchema, access: "member" }),
  report: route({ method: "POST", path: "/api/reports", body: reportBodySchema, response: reportCreatedSchema, status: 201, access: "member" }),
};
