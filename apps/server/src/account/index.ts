/** What other folders use of account/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { purgeExpiredAccountsJob } from "./purge";
