/** What other folders use of premium/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { premiumRoutes } from "./routes";
