import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditPage, auditQuery, grantRoleBody, staffList, staffUserParams } from "@ulfa/contracts";
import { requireAdmin } from "../auth/session";
import { auditPageOf } from "./audit";
import { grantRole, listStaff, revokeRole } from "./service";

/**
 * Roles and the audit log, for admins: GET /api/admin/staff, POST /api/admin/staff (grant or change
 * a role by e-mail), DELETE /api/admin/staff/:userId (revoke), GET /api/admin/audit (newest first).
 */
export const staffRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/admin/staff", { preHandler: requireAdmin, schema: { response: { 200: staffList } } }, async () => listStaff(app.deps));
  app.post("/admin/staff", { preHandler: requireAdmin, schema: { body: grantRoleBody, response: { 200: staffList } } }, async (request) =>
    grantRole(app.deps, request.user, request.body.email, request.body.role),
  );
  app.delete("/admin/staff/:userId", { preHandler: requireAdmin, schema: { params: staffUserParams, response: { 200: staffList } } }, async (request) =>
    revokeRole(app.deps, request.user, request.params.userId),
  );
  app.get("/admin/audit", { preHandler: requireAdmin, schema: { querystring: auditQuery, response: { 200: auditPage } } }, async (request) =>
    auditPageOf(app.deps, request.query.before, request.query.limit ?? 50),
  );
};
