import { z } from "zod";

/**
 * GET /api/moderation/safety-decisions (admins): what the nudity shield decided on the latest
 * analysed profile and chat photos, newest first (docs/features.md "Trust and safety").
 */
export const safetyDecisionSchema = z.object({
  id: z.number().int(),
  /** A profile photo (refused when explicit) or a chat photo (reaches the receiver blurred when explicit). */
  kind: z.enum(["profile_photo", "chat_photo"]),
  decision: z.enum(["allowed", "refused", "blurred"]),
  /** Explicit-content probability the model gave (0..1). */
  score: z.number(),
  /** The model's most likely class, e.g. "Neutral". */
  label: z.string(),
  createdAt: z.string(),
  member: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
});
export type SafetyDecision = z.infer<typeof safetyDecisionSchema>;
export const safetyDecisionListSchema = z.array(safetyDecisionSchema);
