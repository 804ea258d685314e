/** What other folders use of analytics/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { pageViewRetentionJob } from "./retention";
