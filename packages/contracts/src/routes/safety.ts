import { safetyDecisionListSchema, safetyDecisionsQuerySchema } from "../safety";
import { route } from "./route";

export const safetyRoutes = {
  decisions: route({
    method: "GET",
    path: "/api/moderation/safety-decisions",
    summary: "What the nudity shield decided on photos, newest first, filtered and paged (moderators and admins)",
    query: safetyDecisionsQuerySchema,
    response: safetyDecisionListSchema,
    access: "moderator",
  }),
};
