import { auditPage, auditQuery, grantRoleBody, staffList, staffUserParams } from "../site";
import { route } from "./route";

/** Staff roles and the audit log (admins). */
export const staffRoutes = {
  list: route({ method: "GET", path: "/api/admin/staff", summary: "Admins and moderators (admin)", response: staffList, access: "admin" }),
  grant: route({
    method: "POST",
    path: "/api/admin/staff",
    summary: "Grant the admin or moderator role (admin)",
    body: grantRoleBody,
    response: staffList,
    access: "admin",
  }),
  revoke: route({
    method: "DELETE",
    path: "/api/admin/staff/:userId",
    summary: "Revoke a member's staff role; the last admin cannot go (admin)",
    params: staffUserParams,
    response: staffList,
    access: "admin",
  }),
  audit: route({
    method: "GET",
    path: "/api/admin/audit",
    summary: "The audit log of admin and moderator actions (admin)",
    query: auditQuery,
    response: auditPage,
    access: "admin",
  }),
};
