/** What other folders use of realtime/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { announceOnlineStatusSwitch } from "./presence-events";
