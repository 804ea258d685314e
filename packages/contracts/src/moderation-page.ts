import { z } from "zod";
import { MODERATION_QUEUE_OFFSET_MAX, MODERATION_QUEUE_PAGE_MAX } from "./constants";

/** `offset` and `limit` of a moderator's paged list (the queue, the suspended members). */
export const moderationPageFields = {
  offset: z.coerce
    .number({ error: "offset: must be a whole number" })
    .int("offset: must be a whole number")
    .min(0, "offset: must be at least 0")
    .max(MODERATION_QUEUE_OFFSET_MAX, `offset: must be at most ${MODERATION_QUEUE_OFFSET_MAX}`)
    .optional(),
  limit: z.coerce
    .number({ error: "limit: must be a whole number" })
    .int("limit: must be a whole number")
    .min(1, "limit: must be at least 1")
    .max(MODERATION_QUEUE_PAGE_MAX, `limit: must be at most ${MODERATION_QUEUE_PAGE_MAX}`)
    .optional(),
};
