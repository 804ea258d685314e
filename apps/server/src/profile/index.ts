/** What other folders use of profile/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { pendingVerifications, reviewVerification, selfieOf } from "./verification";
