import { z } from "zod";
import { intId } from "./ids";
import { publicProfileSchema } from "./discover";
import { isPromptId } from "./prompt-library";
import { text } from "./text";
import { INT_MAX, LIKE_COMMENT_MAX } from "./constants";


/** What a like points at: one of the member's photos (0-based index in `photos`) or one of their answered prompts. */
export const likeTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("photo"), index: z.number().int().min(0, "Photo index cannot be negative").max(INT_MAX, `must be at most ${INT_MAX}`) }).strict(),
    z.object({ kind: z.literal("prompt"), promptId: z.string().refine((id): boolean => isPromptId(id), "Unknown prompt id") }).strict(),
  ],
  { error: 'target.kind must be "photo" or "prompt"' },
);
export type LikeTarget = z.infer<typeof likeTargetSchema>;

/** POST /api/likes. A pass is isLike false; only a like may carry a target or a comment. */
export const likeBodySchema = z
  .object({
    toUserId: intId(),
    isLike: z.boolean(),
    isSuperLike: z.boolean().optional().default(false),
    target: likeTargetSchema.optional(),
    comment: text({ multiline: true })
      .trim()
      .min(1, "A comment cannot be empty")
      .max(LIKE_COMMENT_MAX, `A comment can be at most ${LIKE_COMMENT_MAX} characters`)
      .optional(),
    /** Send a comment the safety check flagged anyway (as with chat messages). */
    confirmFlagged: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.isLike || (b.target === undefined && b.comment === undefined), {
    message: "A pass cannot carry a comment or a target",
    path: ["comment"],
  });
export type LikeBody = z.input<typeof likeBodySchema>;
/** POST /api/likes as the server receives it, defaults applied. */
export type LikeInput = z.output<typeof likeBodySchema>;

export const likeResultSchema = z.object({
  match: z.boolean(),
  isSuperLike: z.boolean(),
  message: z.string(),
  /** Set when `match` is true. */
  matchId: z.number().int().optional(),
  /** The member is under review: the like is kept and delivered only if a moderator clears them. */
  held: z.boolean().optional(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/**
 * What a like pointed at, as the viewer sees it now: the photo's URL (null once its owner deleted it,
 * blurred while it is a private member's photo not revealed to the viewer) or the prompt's text in the
 * viewer's language with its answer (null once the answer was removed). A deleted target leaves the
 * comment alone.
 */
export const likedThingSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("photo"), index: z.number().int(), photo: z.string().nullable() }),
  z.object({ kind: z.literal("prompt"), promptId: z.string(), text: z.string(), answer: z.string().nullable() }),
]);
export type LikedThing = z.infer<typeof likedThingSchema>;

/**
 * GET /api/likes/received: members who liked you and you have not swiped on yet. Premium sees every
 * such like; the free plan sees those that came with a comment (a like with words is the point).
 */
export const receivedLikeSchema = publicProfileSchema.extend({
  isSuperLike: z.boolean(),
  likedAt: z.string(),
  /** What they liked: null for a like of the whole profile. */
  target: likedThingSchema.nullable(),
  comment: z.string().nullable(),
  /** The comment contains one of the receiver's hidden words: shown folded, as in chat (docs/privacy.md). */
  commentHidden: z.boolean(),
});
export type ReceivedLike = z.infer<typeof receivedLikeSchema>;
export const receivedLikesSchema = z.array(receivedLikeSchema);

/** POST /api/likes/rewind (premium): undoes your last swipe unless it made a match. */
export const rewindResultSchema = z.object({ rewound: publicProfileSchema.nullable() });
export type RewindResult = z.infer<typeof rewindResultSchema>;

/**
 * GET /api/likes/opening/:id: the likes that opened match `id`, for the match dialog and the top of
 * its conversation, on both sides. Only likes that pointed at something or said something; the
 * earlier like first.
 */
export const openingLikeSchema = z.object({
  /** The viewer wrote this like; otherwise the other member did, about the viewer's profile. */
  fromMe: z.boolean(),
  isSuperLike: z.boolean(),
  target: likedThingSchema.nullable(),
  /** Null for a like without words, and for a man's comment still held until she writes first. */
  comment: z.string().nullable(),
  /** The comment contains one of the viewer's hidden words: shown folded, as in chat. */
  commentHidden: z.boolean(),
  /**
   * The comment is the conversation's first message (stored when the match was made, or when a held
   * comment was delivered): the conversation shows it once, there, under what it was about. False
   * without a comment and while his comment waits for her to write first.
   */
  inConversation: z.boolean(),
});
export type OpeningLike = z.infer<typeof openingLikeSchema>;
export const openingLikesSchema = z.array(openingLikeSchema);
