/** What other folders use of moderation/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { moderationRoutes } from "./routes";
