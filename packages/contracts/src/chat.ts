import { z } from "zod";
import { intId, intIdParam } from "./ids";
import { CHAT_REACTIONS, MESSAGE_MAX_LENGTH, VOICE_NOTE_MAX_MS, VOICE_NOTE_MIN_MS, VOICE_WAVEFORM_MAX_BARS, VOICE_WAVEFORM_MAX_LEVEL, MESSAGES_PAGE_MAX, OPENING_MOVES_MAX } from "./constants";
import { text } from "./text";
import { callSummarySchema } from "./calls";

/**
 * "call": the server's entry for a voice or video call (its `call` field), never sent by a member.
 * `notice`: a line the server writes into a conversation (its content a NOTICE code, shown in the reader's language).
 */
export const MESSAGE_KINDS = ["text", "photo", "voice", "call", "notice"] as const;
export const messageKindSchema = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof messageKindSchema>;

export const chatReactionSchema = z.enum(CHAT_REACTIONS, { error: "Please choose one of the offered reactions" });
export type ChatReaction = z.infer<typeof chatReactionSchema>;

/**
 * The photo or voice note of a message. `url` is an authorized route (only the two members of the
 * match, while neither blocked the other). `blurred`: the viewer sees the preview blurred and must
 * tap to view (the sender is not trusted yet, or the photo is flagged); the full file answers 403
 * MEDIA_NOT_REVEALED until then.
 */
export const messageMediaSchema = z.object({
  url: z.string(),
  blurred: z.boolean(),
  /** Photos: pixel size and a tiny JPEG data URL to show while loading (or blurred). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  preview: z.string().nullable(),
  /** Voice notes: length and levels (0..100) for the waveform. */
  durationMs: z.number().int().nullable(),
  waveform: z.array(z.number().int()).nullable(),
});
export type MessageMedia = z.infer<typeof messageMediaSchema>;

/** The quoted preview of the message a reply answers. */
export const replyPreviewSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  kind: messageKindSchema,
  /** The start of its text; empty for media and for removed messages. */
  excerpt: z.string(),
  removed: z.boolean(),
});
export type ReplyPreview = z.infer<typeof replyPreviewSchema>;

/**
 * A chat message. `readAt` is null unless read and the reader allows read receipts. An unsent
 * message keeps its place with `removedAt` set and no content or media. `flagged`: the server found an
 * insult or harassment pattern in it and the sender confirmed sending it anyway; the receiver is asked
 * "Does this bother you?" (docs/features.md "Trust and safety").
 */
export const messageSchema = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  senderId: z.number().int(),
  kind: messageKindSchema,
  content: z.string(),
  media: messageMediaSchema.nullable(),
  replyTo: replyPreviewSchema.nullable(),
  reactions: z.array(z.object({ userId: z.number().int(), emoji: chatReactionSchema })),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  flagged: z.boolean(),
  /** It contains one of the reader's hidden words: shown folded, and it did not ring (docs/privacy.md). */
  hidden: z.boolean(),
  removedAt: z.string().nullable(),
  /** Calls only: voice or video, how it ended and how long it lasted. */
  call: callSummarySchema.nullable(),
  /**
   * The Idempotency-Key it was sent with, in its sender's own view only: a message whose answer
   * was lost is recognised when it shows up in the thread (docs/api.md, "Idempotent sends").
   */
  clientId: z.string().optional(),
  /**
   * A safety tip beside the message, in its recipient's view only: it asks for money or moves the
   * conversation off the app (docs/trust-and-safety.md).
   */
  safety: z.object({ warning: z.enum(["MONEY_REQUEST", "OFF_PLATFORM_CONTACT"]) }).optional(),
  /** The first message answers this Opening Move of the other member (docs/features.md): shown with the question. */
  openingMove: z.object({ index: z.number().int(), text: z.string() }).optional(),
});
export type ChatMessage = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);

/** GET /api/matches/:id/messages?before=<message id>&limit= : oldest first. */
export const messagesQuerySchema = z.object({
  before: intIdParam().optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).optional(),
});

/**
 * The optional Idempotency-Key of a send (text, photo, voice note): a UUID the client makes when the
 * member presses Send and reuses when it sends the same message again. A repeat with the same key
 * answers the message stored the first time (201, header Idempotent-Replayed: true) and stores nothing;
 * the same key for a different message is 409 IDEMPOTENCY_KEY_REUSED. Loose: the other headers stay.
 */
export const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": z.uuid("Idempotency-Key must be a UUID").optional(),
});

export const sendMessageSchema = z
  .object({
    content: text({ multiline: true, error: "Message is required" })
      .trim()
      .min(1, "Message cannot be empty")
      .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
    /**
     * The sender saw "Are you sure?" and sends anyway. Without it a message that matches the insult
     * lists is refused with 409 MESSAGE_NEEDS_CONFIRMATION and not stored.
     */
    confirmFlagged: z.boolean().optional(),
    /** The message this one answers (same conversation, not removed). */
    replyToId: intId().optional(),
    /** A first message answering the other member's Opening Move number `openingMove` (0-based; docs/features.md). */
    openingMove: z.number({ error: "must be a number" }).int().min(0, "must be 0 or more").max(OPENING_MOVES_MAX - 1, `must be below ${OPENING_MOVES_MAX}`).optional(),
  })
  .strict();

export const messageParamsSchema = z.object({ id: intIdParam(), messageId: intIdParam() });

/** PUT /api/matches/:id/messages/:messageId/reaction: sets the member's one reaction (DELETE removes it). */
export const reactSchema = z.object({ emoji: chatReactionSchema }).strict();

/**
 * The form fields sent with a voice note (multipart, before the file field "voice"): its length in
 * ms and its waveform as a JSON array of levels.
 */
export const voiceNoteFieldsSchema = z.object({
  durationMs: z.coerce
    .number({ error: "Please record a voice note of up to 60 seconds" })
    .int()
    .min(VOICE_NOTE_MIN_MS, "This voice note is too short")
    .max(VOICE_NOTE_MAX_MS, "Voice notes can be at most 60 seconds"),
  waveform: z
    .array(z.number().int().min(0).max(VOICE_WAVEFORM_MAX_LEVEL), { error: "The waveform must be a list of levels" })
    .min(1, "The waveform must be a list of levels")
    .max(VOICE_WAVEFORM_MAX_BARS, `The waveform can have at most ${VOICE_WAVEFORM_MAX_BARS} levels`),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;
