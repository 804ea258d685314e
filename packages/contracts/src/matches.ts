import { z } from "zod";
import { moderationPageFields } from "./moderation-page";
import { intId, intIdParam } from "./ids";
import { LANGUAGES, REPORT_REASON_MAX, REPORT_REASONS } from "./constants";
import { messageKindSchema } from "./chat";
import { publicProfileSchema } from "./discover";
import { text } from "./text";
import { onlyWithSuspend, queueSuspensionFields } from "./suspension";

/** The other member of a match, as GET /api/matches shows them: the same public profile as the deck. */
export const matchUserSchema = publicProfileSchema;
export type MatchUser = z.infer<typeof matchUserSchema>;

export const lastMessageSchema = z.object({
  kind: messageKindSchema,
  removed: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
  senderId: z.number().int(),
  /** It contains one of the viewer's hidden words: the list shows no preview of it. */
  hidden: z.boolean(),
});

/** One row of GET /api/matches (newest activity first). */
export const matchSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  otherUser: matchUserSchema,
  lastMessage: lastMessageSchema.nullable(),
  unreadCount: z.number().int(),
  /** True until the member opens the match for the first time (new-match badge). */
  isNew: z.boolean(),
  /** When the match ends unless someone writes (the site's match expiry); null when it does not expire. */
  expiresAt: z.string().nullable().optional(),
  /** The viewer has revealed their private photos to this match (POST /api/matches/:id/photo-access). */
  photosRevealed: z.boolean(),
  /** The other member is snoozed: they can still chat, but are paused. */
  otherSnoozed: z.boolean(),
  /** Either member shares this conversation with a chaperone (wali). */
  chaperoned: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchListSchema = z.array(matchSchema);

export const matchIdParamsSchema = z.object({ id: intIdParam() });

// --- Block and report (real block and report; docs/product-rules.md) ---

export const blockBodySchema = z.object({ userId: intId() }).strict();
export const userIdParamsSchema = z.object({ userId: intIdParam() });
export const blockedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockListSchema = z.array(blockedUserSchema);

export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const reportBodySchema = z
  .object({
    userId: intId(),
    reason: reportReasonSchema,
    details: text({ multiline: true }).trim().max(REPORT_REASON_MAX).optional(),
  })
  .strict();
export type ReportInput = z.infer<typeof reportBodySchema>;
export const reportCreatedSchema = z.object({ id: z.number().int(), message: z.string() });

const reportPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  profilePhoto: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
/** GET /api/moderation/reports (admins): open reports, oldest first. */
export const moderationReportSchema = z.object({
  id: z.number().int(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  /** The reporter's interface language, shown beside `details` as written (never machine-translated). */
  reporterLanguage: z.enum(LANGUAGES),
  status: z.enum(["open", "dismissed", "actioned"]),
  createdAt: z.string(),
  reporter: reportPartySchema,
  reported: reportPartySchema,
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;
export const moderationReportListSchema = z.array(moderationReportSchema);
/** POST /api/moderation/reports/:id: `suspend` may carry the term and the reason the member sees (member-admin.ts). */
export const moderationActionBodySchema = z
  .object({ action: z.enum(["dismiss", "suspend"]), ...queueSuspensionFields })
  .strict()
  .superRefine(onlyWithSuspend);
export const reportIdParamsSchema = z.object({ id: intIdParam() });
export const moderationActionResponseSchema = z.object({ message: z.string(), status: z.enum(["dismissed", "actioned"]) });

/** GET /api/moderation/suspensions (admins): suspended members, most recently suspended first. */
export const suspendedMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  suspendedAt: z.string(),
  profilePhoto: z.string().nullable(),
  /** When a timed suspension ends (null: for good) and the reason the member is shown (null: none given). */
  endsAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SuspendedMember = z.infer<typeof suspendedMemberSchema>;
export const suspendedMemberListSchema = z.array(suspendedMemberSchema);

export const SUSPENSION_TERMS = ["timed", "forGood"] as const;
/**
 * GET /api/moderation/suspensions: `term` (timed ones or those for good only), `offset` and
 * `limit` (a page, most recently suspended first; every suspension when both are left out).
 */
export const suspendedMembersQuerySchema = z
  .object({
    term: z.enum(SUSPENSION_TERMS, { error: `term: must be one of ${SUSPENSION_TERMS.join(", ")}` }).optional(),
    ...moderationPageFields,
  })
  .strict();
export type SuspendedMembersQuery = z.infer<typeof suspendedMembersQuerySchema>;
