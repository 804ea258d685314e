import { auditPage, auditQuery, grantRoleBody, staffList, staffUserParams } from "../site";
import { route } from "./route";

/** Staff roles and the audit log (admins). */
export const staffRoutes = {
  list: route({ method: "GET", path: "/api/admin/staff", response: staffList, access: "admin" }),
  grant: route({ method: "POST", path: "/api/admin/staff", body: grantRoleBody, response: staffList, access: "admin" }),
  revoke: route({ method: "DELETE", path: "/api/admin/staff/:userId", params: staffUserParams, response: staffList, access: "admin" }),
  audit: route({ method: "GET", path: "/api/admin/audit", query: auditQuery, response: auditPage, access: "admin" }),
};
