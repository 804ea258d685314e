import { z } from "zod";
import { text } from "./text";
import { onlyWithSuspend, queueSuspensionFields } from "./suspension";

/**
 * Trust and safety (docs/trust-and-safety.md): the automatic signals, what they do, trust tiers for
 * new conversations, admission, and the moderators' queue of members with signals.
 */

export const TRUST_SIGNAL_CODES = ["OFF_PLATFORM_CONTACT", "REPEATED_INTRO", "LIKE_VELOCITY", "DUPLICATE_PHOTO", "MONEY_REQUEST", "REPORTED"] as const;
export type TrustSignalCode = (typeof TRUST_SIGNAL_CODES)[number];

export const ADMISSION_RULES = ["open", "invite", "approval"] as const;
export type AdmissionRule = (typeof ADMISSION_RULES)[number];

const count = (min: number, max: number) => z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** The operator's trust settings, part of the site rules (PATCH /api/admin/site `rules`). */
export const trustRulesShape = {
  /** Who may sign up: anyone, with an invite code, or anyone but approved by a moderator before they are shown. */
  admission: z.enum(ADMISSION_RULES, { error: `must be one of ${ADMISSION_RULES.join(", ")}` }),
  /** A conversation is young while either member has written fewer messages than this: contact details in it are a signal. */
  youngConversationMessages: count(1, 1000),
  /** Open OFF_PLATFORM_CONTACT signals that put a member on hold. */
  holdAfterContactSignals: count(1, 100),
  /** Open MONEY_REQUEST signals that put a member on hold. */
  holdAfterMoneySignals: count(1, 100),
  /** The same intro sent to this many people is REPEATED_INTRO (and a hold). */
  repeatedIntroRecipients: count(2, 100),
  /**
   * Likes within ten seconds that no person looking at profiles makes (a profile with its photos
   * takes a person more than two seconds): LIKE_VELOCITY (and a hold).
   */
  likesPerTenSeconds: count(3, 100),
  /** Reports from this many different members within reportWindowDays: REPORTED (and a hold). */
  reportedMembers: count(2, 100),
  reportWindowDays: count(1, 365),
  /** Bits (of 64) two photos' perceptual hashes may differ by and still be one photo. */
  duplicatePhotoDistance: count(0, 16),
  /** New people a member may contact per 24 h (first messages and like comments): accounts younger than newAccountDays. */
  introsPerDayNew: count(1, 1000),
  /** ... older accounts. */
  introsPerDay: count(1, 1000),
  /** ... members whose selfie was verified. Each confirmed report halves the number. Premium never raises it. */
  introsPerDayVerified: count(1, 1000),
  newAccountDays: count(0, 365),
};

export const TRUST_RULE_DEFAULTS = {
  admission: "open" as AdmissionRule,
  youngConversationMessages: 10,
  holdAfterContactSignals: 3,
  holdAfterMoneySignals: 2,
  repeatedIntroRecipients: 3,
  likesPerTenSeconds: 6,
  reportedMembers: 3,
  reportWindowDays: 7,
  duplicatePhotoDistance: 6,
  introsPerDayNew: 15,
  introsPerDay: 30,
  introsPerDayVerified: 60,
  newAccountDays: 7,
};

// --- Moderation: members with signals (GET /api/moderation/signals) ---

export const trustSignalSummarySchema = z.object({
  code: z.enum(TRUST_SIGNAL_CODES),
  count: z.number().int(),
  lastAt: z.string(),
  /** The latest few signals' evidence: messages or comments concerned, numbers found, linked accounts. */
  evidence: z.array(z.record(z.string(), z.unknown())),
});

export const flaggedMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  state: z.enum(["open", "held", "cleared"]),
  appealedAt: z.string().nullable(),
  appeal: z.string().nullable(),
  signals: z.array(trustSignalSummarySchema),
});
export type FlaggedMember = z.infer<typeof flaggedMemberSchema>;
export const flaggedMemberListSchema = z.array(flaggedMemberSchema);

export const TRUST_ACTIONS = ["clear", "hold", "suspend", "dismiss"] as const;
/** POST /api/moderation/signals/:userId: `suspend` may carry the term and the reason the member sees (member-admin.ts). */
export const trustActionBodySchema = z
  .object({ action: z.enum(TRUST_ACTIONS, { error: `must be one of ${TRUST_ACTIONS.join(", ")}` }), ...queueSuspensionFields })
  .strict()
  .superRefine(onlyWithSuspend);
export const trustActionResponseSchema = z.object({
  state: z.enum(["open", "held", "cleared", "suspended"]),
  /** Held likes and messages delivered (clear) or dropped (suspend) by this action. */
  delivered: z.number().int(),
  dropped: z.number().int(),
});

/** GET /api/moderation/approvals: members waiting for approval on an approval site, oldest first. */
export const pendingMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  profilePhoto: z.string().nullable(),
  bio: z.string().nullable(),
  since: z.string(),
});
export const pendingMemberListSchema = z.array(pendingMemberSchema);
export const approveResponseSchema = z.object({ state: z.literal("approved") });

/** POST /api/user/appeal: the held member's word; idempotent (a second appeal keeps the first). */
export const appealBodySchema = z.object({ message: text({ multiline: true }).trim().max(1000, "must be at most 1000 characters").optional() }).strict();
export const appealResponseSchema = z.object({ appealedAt: z.string() });

// --- Invite codes (admins) ---

export const createInviteSchema = z
  .object({
    uses: z.number().int().min(1, "must be at least 1").max(10_000, "must be at most 10000").optional(),
    expiresAt: z.iso.datetime({ error: "must be a date and time (ISO 8601)" }).optional(),
  })
  .strict();
export const inviteSchema = z.object({
  code: z.string(),
  uses: z.number().int(),
  used: z.number().int(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.array(inviteSchema);
export const inviteCodeParamsSchema = z.object({ code: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "not an invite code") });

/** POST /api/matches/:id/messages answers 202 with this when the sender is held: the message is kept, not delivered. */
export const heldSendSchema = z.object({ held: z.literal(true), message: z.string() });
