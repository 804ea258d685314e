import { z } from "zod";
import { INT_MAX, MODERATION_BULK_MAX, VERIFICATION_NOTE_MAX } from "./constants";
import { text } from "./text";

/**
 * One action on several rows of a moderator's list (POST /api/moderation/<list>/bulk): `ids` (1 to
 * MODERATION_BULK_MAX, whole numbers; repeats count once) and `action`, one of that list's bulk
 * actions. Each id goes through the list's single action (the same rules, the same audit entry).
 */
const bulkIds = z
  .array(z.number({ error: "ids: must be whole numbers" }).int("ids: must be whole numbers").positive("ids: must be positive").max(INT_MAX, `ids: must be at most ${INT_MAX}`), { error: "ids: must be a list of ids" })
  .min(1, "ids: must name at least one")
  .max(MODERATION_BULK_MAX, `ids: must name at most ${MODERATION_BULK_MAX}`);

export const bulkActionBodySchema = <const A extends readonly [string, ...string[]]>(actions: A) =>
  z.object({ ids: bulkIds, action: z.enum(actions, { error: `action: must be one of ${actions.join(", ")}` }) }).strict();

/** Selfies in bulk may carry the note each member is shown, as one selfie's review does. */
export const verificationBulkBodySchema = <const A extends readonly [string, ...string[]]>(actions: A) =>
  bulkActionBodySchema(actions).extend({ note: text({ multiline: true }).trim().max(VERIFICATION_NOTE_MAX).nullable().optional() });

/**
 * What a bulk call did: `done`, the ids acted on; `skipped`, each id the single action refused,
 * with its code (NOT_FOUND, ALREADY_HANDLED, STAFF_REPORT, OWN_REPORT, STAFF_MEMBER, ...): a
 * stale or forbidden row never fails the batch.
 */
export const bulkResultSchema = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), code: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
