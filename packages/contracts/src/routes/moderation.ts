import { moderationQueuePageSchema, moderationQueueQuerySchema } from "../moderation";
import { route } from "./route";

/** The merged moderation queue (each kind's actions live with its own queue). */
export const moderationRoutes = {
  queue: route({
    method: "GET",
    path: "/api/moderation/queue",
    query: moderationQueueQuerySchema,
    response: moderationQueuePageSchema,
    access: "moderator",
  }),
};
