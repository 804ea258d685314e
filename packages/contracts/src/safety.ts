import { z } from "zod";
import { SAFETY_DECISIONS_LIST_LIMIT } from "./constants";
import { intIdParam } from "./ids";

/** What an automatic photo check looked at: a profile photo or a chat photo. */
export const SAFETY_DECISION_KINDS = ["profile_photo", "chat_photo"] as const;
export type SafetyDecisionKind = (typeof SAFETY_DECISION_KINDS)[number];

/**
 * GET /api/moderation/safety-decisions (admins): what the nudity shield decided on the latest
 * analysed profile and chat photos, newest first (docs/features.md "Trust and safety").
 */
export const safetyDecisionSchema = z.object({
  id: z.number().int(),
  /** A profile photo (refused when explicit) or a chat photo (reaches the receiver blurred when explicit). */
  kind: z.enum(SAFETY_DECISION_KINDS),
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

export const SAFETY_DECISION_FILTERS = ["all", "flagged", "allowed", "refused", "blurred"] as const;

export type SafetyDecisionFilter = (typeof SAFETY_DECISION_FILTERS)[number];

/**
 * `decision`: all (the default), flagged (refused or blurred) or one decision; `kind`: profile or
 * chat photos only (both when left out); `before`: decisions
 * older than this id (the next page); `limit`: how many, at most SAFETY_DECISIONS_LIST_LIMIT (the default).
 */
export const safetyDecisionsQuerySchema = z
  .object({
    decision: z.enum(SAFETY_DECISION_FILTERS, { error: `decision: must be one of ${SAFETY_DECISION_FILTERS.join(", ")}` }).optional(),
    kind: z.enum(SAFETY_DECISION_KINDS, { error: `kind: must be one of ${SAFETY_DECISION_KINDS.join(", ")}` }).optional(),
    before: intIdParam().optional(),
    limit: z.coerce
      .number({ error: "limit: must be a whole number" })
      .int("limit: must be a whole number")
      .min(1, "limit: must be at least 1")
      .max(SAFETY_DECISIONS_LIST_LIMIT, `limit: must be at most ${SAFETY_DECISIONS_LIST_LIMIT}`)
      .optional(),
  })
  .strict();
