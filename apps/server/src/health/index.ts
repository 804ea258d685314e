/** What other folders use of health/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { healthRoutes } from "./routes";
