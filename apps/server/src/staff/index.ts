/** What other folders use of staff/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { assertAnotherAdmin, withAdminsLocked } from "./admins-lock";
export { audit, auditRetentionJob } from "./audit";
export { memberAdminRoutes } from "./member-routes";
export { staffRoleOf } from "./repo";
export { StaffStore } from "./store";
export { afterSuspension, applySuspension, checkSuspension, endSuspension, suspend, suspensionExpiryJob, termsDetail, type SuspensionTerms } from "./suspensions";
