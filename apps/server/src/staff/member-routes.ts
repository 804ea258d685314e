import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { memberAdminDetail, memberAdminParams, memberSearchPage, memberSearchQuery, staffNoteBody, staffNoteList, suspendMemberBody } from "@ulfa/contracts";
import { requireModerator } from "../auth/session";
import { addNote, memberDetail, searchMembers } from "./members";
import { suspendMember } from "./suspensions";

/**
 * Member administration, for moderators and admins: GET /api/admin/members (search, paged),
 * GET /api/admin/members/:userId (the member's page), POST /api/admin/members/:userId/notes,
 * POST /api/admin/members/:userId/suspension (for 1, 7 or 30 days or for good, with a reason; staff
 * never). Lifting stays POST /api/moderation/suspensions/:userId/lift (admins only).
 */
export const memberAdminRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/admin/members", { preHandler: requireModerator, schema: { querystring: memberSearchQuery, response: { 200: memberSearchPage } } }, async (request) =>
    searchMembers(app.deps, request.query.q, request.query.page, request.query.limit),
  );
  app.get("/admin/members/:userId", { preHandler: requireModerator, schema: { params: memberAdminParams, response: { 200: memberAdminDetail } } }, async (request) =>
    memberDetail(app.deps, request.params.userId),
  );
  app.post(
    "/admin/members/:userId/notes",
    { preHandler: requireModerator, schema: { params: memberAdminParams, body: staffNoteBody, response: { 200: staffNoteList } } },
    async (request) => addNote(app.deps, request.user, request.params.userId, request.body.body),
  );
  app.post(
    "/admin/members/:userId/suspension",
    { preHandler: requireModerator, schema: { params: memberAdminParams, body: suspendMemberBody, response: { 200: memberAdminDetail } } },
    async (request) => {
      await suspendMember(app.deps, request.user, request.params.userId, request.body);
      return memberDetail(app.deps, request.params.userId);
    },
  );
};
