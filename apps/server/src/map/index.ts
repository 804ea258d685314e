/** What other folders use of map/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { mapRoutes } from "./routes";
