import { z } from "zod";
import { moderationPageFields } from "./moderation-page";
import { MODERATION_QUEUE_KINDS } from "./constants";
import { moderationReportSchema } from "./matches";
import { verificationQueueItemSchema } from "./profile";
import { flaggedMemberSchema } from "./trust";

// The moderation calls' schemas live beside the features that own the data:
// - selfie verification queue and review (GET/POST /api/moderation/verifications...): profile.ts
//   (verificationQueueSchema, reviewVerificationSchema, reviewVerificationResponseSchema)
// - member reports (GET/POST /api/moderation/reports...): matches.ts
//   (moderationReportListSchema, moderationActionBodySchema, moderationActionResponseSchema)
// - suspended members (GET /api/moderation/suspensions, POST /api/moderation/suspensions/:userId/lift): matches.ts
//   (suspendedMemberListSchema, userIdParamsSchema; lifting answers okMessageSchema)
// - members with trust signals (GET/POST /api/moderation/signals...): trust.ts
// Below: the one queue that merges reports, signals and selfie reviews (GET /api/moderation/queue).
// The admin web UI is apps/web/src/features/moderation.


/** GET /api/moderation/queue: `kind` (one kind only), `offset` and `limit` (a page, strongest and newest first). */
export const moderationQueueQuerySchema = z
  .object({
    kind: z.enum(MODERATION_QUEUE_KINDS, { error: `kind: must be one of ${MODERATION_QUEUE_KINDS.join(", ")}` }).optional(),
    ...moderationPageFields,
  })
  .strict();
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

/** Who an item is about: the reported member, the member with signals, the member whose selfie waits. */
const queueMemberSchema = z.object({ id: z.number().int(), name: z.string(), profilePhoto: z.string().nullable() });

/**
 * One item of the merged queue: `key` is unique across kinds (`report:12`); `at` is since when it
 * waits (the report, the member's oldest open signal or hold, the selfie). Each kind carries what its
 * own queue shows (the evidence) and is acted on through that queue's call.
 */
export const moderationQueueItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("report"), key: z.string(), at: z.string(), member: queueMemberSchema, report: moderationReportSchema }),
  z.object({ kind: z.literal("signal"), key: z.string(), at: z.string(), member: queueMemberSchema, signal: flaggedMemberSchema }),
  z.object({ kind: z.literal("verification"), key: z.string(), at: z.string(), member: queueMemberSchema, verification: verificationQueueItemSchema }),
]);
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

export const moderationQueuePageSchema = z.object({
  items: z.array(moderationQueueItemSchema),
  /** Items of the kind asked (all kinds when none) waiting now. */
  total: z.number().int(),
  /** The offset of the next page; null on the last page. */
  nextOffset: z.number().int().nullable(),
  /** Waiting items per kind, for the filter's counts. */
  counts: z.object({ report: z.number().int(), signal: z.number().int(), verification: z.number().int() }),
});
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;
