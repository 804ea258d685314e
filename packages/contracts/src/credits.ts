import { z } from "zod";

const creditSchema = z.object({
  /** Bought and not yet used; never expires. */
  bought: z.number().int(),
  /** Left of what the member's plan includes: today's super likes (rolling 24 h), this month's premium boosts. */
  includedLeft: z.number().int(),
  /** What the member can use now: bought + includedLeft. The number every screen shows. */
  usable: z.number().int(),
});
export type Credit = z.infer<typeof creditSchema>;

/**
 * Super likes and boosts, one definition for every screen (premium tab, discover, profile): the
 * server computes it in one place and sends it with /api/premium/status and /api/swipe-status.
 */
export const creditsSchema = z.object({ superLikes: creditSchema, boosts: creditSchema });
export type Credits = z.infer<typeof creditsSchema>;
