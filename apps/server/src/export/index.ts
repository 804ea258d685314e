/** What other folders use of export/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { exportRoutes } from "./routes";
