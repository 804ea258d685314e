import { z } from "zod";
import { intId, intIdParam } from "./ids";
import { DATE_PLACE_MAX, HIDDEN_WORD_MAX_LENGTH, HIDDEN_WORDS_MAX, SNOOZE_HOURS } from "./constants";
import { text } from "./text";
import { genderSchema } from "./user";

// --- Snooze (POST/DELETE /api/account/snooze) ---

export const snoozeBodySchema = z
  .object({
    hours: z
      .union([z.literal(SNOOZE_HOURS[0]), z.literal(SNOOZE_HOURS[1]), z.literal(SNOOZE_HOURS[2]), z.null()], {
        error: `hours must be one of ${SNOOZE_HOURS.join(", ")} or null (until you wake)`,
      }),
  })
  .strict();
export type SnoozeBody = z.infer<typeof snoozeBodySchema>;

/** The member's snooze: `snoozed` false when awake; `until` null while snoozed means until further notice. */
export const snoozeStateSchema = z.object({ snoozed: z.boolean(), until: z.string().nullable() });
export type SnoozeState = z.infer<typeof snoozeStateSchema>;

// --- Photo access (POST/DELETE /api/matches/:id/photo-access) ---

export const photoAccessSchema = z.object({ revealed: z.boolean() });
export type PhotoAccess = z.infer<typeof photoAccessSchema>;

// --- Hidden words (GET/PUT /api/hidden-words) ---

export const hiddenWordsSchema = z.object({ words: z.array(z.string()) });
export type HiddenWords = z.infer<typeof hiddenWordsSchema>;
export const hiddenWordsBodySchema = z
  .object({
    words: z
      .array(text().trim().min(1, "A hidden word cannot be empty").max(HIDDEN_WORD_MAX_LENGTH, `A hidden word is at most ${HIDDEN_WORD_MAX_LENGTH} characters`))
      .max(HIDDEN_WORDS_MAX, `You can hide at most ${HIDDEN_WORDS_MAX} words and phrases`),
  })
  .strict();

// --- Chaperone (wali) ---

export const chaperoneInviteSchema = z
  .object({
    email: text().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid e-mail address")),
    matchIds: z.array(intId()).min(1, "Pick at least one conversation").max(100),
  })
  .strict();
export type ChaperoneInvite = z.infer<typeof chaperoneInviteSchema>;
/** PATCH /api/chaperones/:id: the whole new set of conversations, under the invite's rules (same link). */
export const chaperoneScopeSchema = chaperoneInviteSchema.pick({ matchIds: true }).strict();
export type ChaperoneScope = z.infer<typeof chaperoneScopeSchema>;

export const chaperoneSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  matchIds: z.array(z.number().int()),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When the chaperone opened the page, newest first. */
  views: z.array(z.string()),
});
export type Chaperone = z.infer<typeof chaperoneSchema>;
export const chaperoneListSchema = z.object({ chaperones: z.array(chaperoneSchema), /** CHAPERONES_MAX */ max: z.number().int() });
/** Only returned once, when created: the link to give the chaperone. */
export const chaperoneCreatedSchema = z.object({ chaperone: chaperoneSchema, link: z.string() });
/** What an edit changed: conversations newly shared (each match was told first) and no longer shared. */
export const chaperoneUpdatedSchema = z.object({ chaperone: chaperoneSchema, added: z.array(z.number().int()), removed: z.array(z.number().int()) });
export type ChaperoneUpdated = z.infer<typeof chaperoneUpdatedSchema>;

export const chaperoneMessageSchema = z.object({
  fromMember: z.boolean(),
  /** Photos and voice notes are listed, not shown; a notice's content is its code. */
  kind: z.enum(["text", "photo", "voice", "notice"]),
  /** A chat photo the member can see plainly (theirs, or revealed to them), through the link's own route; null otherwise. */
  photoUrl: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});
export const chaperoneConversationSchema = z.object({
  matchId: z.number().int(),
  matchName: z.string(),
  /** The match's photo when they revealed it to the member; a blurred copy otherwise. */
  matchPhoto: z.string().nullable(),
  messages: z.array(chaperoneMessageSchema),
});
/** GET /api/chaperone/:token: what the chaperone's read-only page shows. No e-mail, no location. */
export const chaperoneViewSchema = z.object({
  memberName: z.string(),
  /** For the page's sentences about the member, which Arabic inflects by gender. */
  memberGender: genderSchema,
  expiresAt: z.string(),
  conversations: z.array(chaperoneConversationSchema),
});
export type ChaperoneView = z.infer<typeof chaperoneViewSchema>;
export const tokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Invalid link") });
/** A chaperone link's photo of one of the member's matches, and of a photo sent in a shared conversation. */
export const chaperonePhotoParamsSchema = tokenParamsSchema.extend({ matchId: intIdParam() });
export const chaperoneMessageParamsSchema = tokenParamsSchema.extend({ messageId: intIdParam() });

// --- Share my date ---

const dateShareShape = {
  at: z.iso.datetime({ offset: true, error: "Please give the date and time" }),
  place: text().trim().min(1, "Please say where").max(DATE_PLACE_MAX),
  /** Date check-in (docs/privacy.md): when the member is asked "Are you OK?"; needs contactEmail. */
  checkInAt: z.iso.datetime({ offset: true, error: "must be a date and time" }).optional(),
  /** The trusted contact alerted when no "I'm OK" comes (or on "I need help"). */
  contactEmail: z.email("must be an e-mail address").max(254).optional(),
  /** The alert may carry the member's last shared place (approximate). */
  shareLocation: z.boolean().optional(),
};
const contactWithCheckIn = (body: { checkInAt?: string; contactEmail?: string }, ctx: z.RefinementCtx) => {
  if (body.checkInAt && !body.contactEmail) ctx.addIssue({ code: "custom", path: ["contactEmail"], message: "is needed with checkInAt (the trusted contact to alert)" });
};
/** POST /api/matches/:id/date-share. */
export const dateShareBodySchema = z.object(dateShareShape).strict().superRefine(contactWithCheckIn);
export type DateShareBody = z.infer<typeof dateShareBodySchema>;
/** POST /api/date-shares: the same, naming the match in the body. */
export const dateShareCreateSchema = z
  .object({ matchId: intId(), ...dateShareShape })
  .strict()
  .superRefine(contactWithCheckIn);
export type DateShareCreate = z.infer<typeof dateShareCreateSchema>;
export const DATE_CHECK_IN_STATES = ["none", "scheduled", "asked", "ok", "alerted"] as const;
export const dateShareSchema = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  at: z.string(),
  place: z.string(),
  expiresAt: z.string(),
  checkInAt: z.string().nullable(),
  contactEmail: z.string().nullable(),
  shareLocation: z.boolean(),
  /** none: no check-in; scheduled: before checkInAt; asked: "Are you OK?" waits; ok: ended by "I'm OK"; alerted: the contact was told. */
  checkIn: z.enum(DATE_CHECK_IN_STATES),
});
export type DateShare = z.infer<typeof dateShareSchema>;
export const dateShareCreatedSchema = z.object({ share: dateShareSchema, link: z.string() });
export const dateShareListSchema = z.object({ shares: z.array(dateShareSchema) });
/** POST /api/date-shares/:id/help: "I need help", with where the member is now if they share it. */
export const dateHelpBodySchema = z
  .object({ latitude: z.number().min(-90).max(90).optional(), longitude: z.number().min(-180).max(180).optional() })
  .strict()
  .optional();
/** PATCH/DELETE /api/chaperones/:id and DELETE /api/date-shares/:id. */
export const linkIdParamsSchema = z.object({ id: intIdParam() });
/** GET /api/date-share/:token: the public date plan. */
export const dateShareViewSchema = z.object({
  memberName: z.string(),
  /** For the page's sentences about the member, which Arabic inflects by gender. */
  memberGender: genderSchema,
  matchName: z.string(),
  matchPhoto: z.string().nullable(),
  at: z.string(),
  place: z.string(),
  expiresAt: z.string(),
});
export type DateShareView = z.infer<typeof dateShareViewSchema>;
