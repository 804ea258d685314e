import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { auditPageOf } from "./audit";
import { grantRole, listStaff, revokeRole } from "./service";

/**
 * Roles and the audit log, for admins: GET /api/admin/staff, POST /api/admin/staff (grant or change
 * a role by e-mail), DELETE /api/admin/staff/:userId (revoke), GET /api/admin/audit (newest first).
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.staff.list, async () => listStaff(app.deps));
  mount(app, routes.staff.grant, async (request) => grantRole(app.deps, request.user, request.body.email, request.body.role));
  mount(app, routes.staff.revoke, async (request) => revokeRole(app.deps, request.user, request.params.userId));
  mount(app, routes.staff.audit, async (request) => auditPageOf(app.deps, request.query.before, request.query.limit ?? 50));
};
