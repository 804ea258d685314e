import { safetyDecisionListSchema, safetyDecisionsQuerySchema } from "../safety";
import { route } from "./route";

export const safetyRoutes = {
  decisions: route({
    method: "GET",
    path: "/api/moderation/safety-decisions",
    query: safetyDecisionsQuerySchema,
    response: safetyDecisionListSchema,
    access: "moderator",
  }),
};
