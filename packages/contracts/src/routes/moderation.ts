import { moderationQueuePageSchema, moderationQueueQuerySchema } from "../moderation";
import { route } from "./route";

/** The merged moderation queue (each kind's actions live with its own queue). */
export const moderationRoutes = {
  queue: route({
    method: "GET",
    path: "/api/moderation/queue",
    summary: "Reports, trust signals and selfie reviews in one queue, oldest first, paged (moderators and admins)",
    query: moderationQueueQuerySchema,
    response: moderationQueuePageSchema,
    access: "moderator",
  }),
};
