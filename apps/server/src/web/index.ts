/** What other folders use of web/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { registerWebApp } from "./serve";
