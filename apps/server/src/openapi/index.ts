/** What other folders use of openapi/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { registerOpenApi, tagged } from "./plugin";
