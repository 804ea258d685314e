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
 * GET /api/likes/received: members who liked you and you have not swiped on yet. Premium sees every
 * such like; the free plan sees those that came with a comment (a like with words is the point).
 */
export const receivedLikeSchema = publicProfileSchema.extend({
  isSuperLike: z.boolean(),
  likedAt: z.string(),
  /** What they liked (issue 33): null for a like of the whole profile. */
  target: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("photo"), index: z.number().int(), photo: z.string().nullable() }),
      z.object({ kind: z.literal("prompt"), promptId: z.string(), text: z.string(), answer: z.string().nullable() }),
    ])
    .nullable(),
  comment: z.string().nullable(),
  /** The comment contains one of the receiver's hidden words: shown folded, as in chat (docs/privacy.md). */
  commentHidden: z.boolean(),
});
export type ReceivedLike = z.infer<typeof receivedLikeSchema>;
export const receivedLikesSchema = z.array(receivedLikeSchema);

/** POST /api/likes/rewind (premium): undoes your last swipe unless it made a match. */
export const rewindResultSchema = z.object({ rewound: publicProfileSchema.nullable() });
export type RewindResult = z.infer<typeof rewindResultSchema>;
