import { z } from "zod";
import { publicProfileSchema } from "./discover";

/** POST /api/likes. A pass is isLike false. */
export const likeBodySchema = z
  .object({
    toUserId: z.number().int().positive(),
    isLike: z.boolean(),
    isSuperLike: z.boolean().optional().default(false),
  })
  .strict();
export type LikeBody = z.input<typeof likeBodySchema>;

export const likeResultSchema = z.object({
  match: z.boolean(),
  isSuperLike: z.boolean(),
  message: z.string(),
  /** Set when `match` is true. */
  matchId: z.number().int().optional(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** GET /api/likes/received (premium): members who liked you and you have not swiped on yet. */
export const receivedLikeSchema = publicProfileSchema.extend({ isSuperLike: z.boolean(), likedAt: z.string() });
export type ReceivedLike = z.infer<typeof receivedLikeSchema>;
export const receivedLikesSchema = z.array(receivedLikeSchema);

/** POST /api/likes/rewind (premium): undoes your last swipe unless it made a match. */
export const rewindResultSchema = z.object({ rewound: publicProfileSchema.nullable() });
export type RewindResult = z.infer<typeof rewindResultSchema>;
