import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { addNote, memberDetail, searchMembers } from "./members";
import { suspendMember } from "./suspensions";

/**
 * Member administration, for moderators and admins: GET /api/admin/members (search, paged),
 * GET /api/admin/members/:userId (the member's page), POST /api/admin/members/:userId/notes,
 * POST /api/admin/members/:userId/suspension (for 1, 7 or 30 days or for good, with a reason; staff
 * never). Lifting stays POST /api/moderation/suspensions/:userId/lift (admins only).
 */
export const memberAdminRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.memberAdmin.list, async (request) => searchMembers(app.deps, request.query.q, request.query.page, request.query.limit));
  mount(app, routes.memberAdmin.get, async (request) => memberDetail(app.deps, request.params.userId));
  mount(app, routes.memberAdmin.addNote, async (request) => addNote(app.deps, request.user, request.params.userId, request.body.body));
  mount(app, routes.memberAdmin.suspension, async (request) => {
    await suspendMember(app.deps, request.user, request.params.userId, request.body);
    return memberDetail(app.deps, request.params.userId);
  });
};
