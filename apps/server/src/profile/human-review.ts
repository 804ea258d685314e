import { and, desc, eq } from "drizzle-orm";
import { SELFIE_HUMAN_REVIEW_AFTER_FAILURES, type VerifyProfileResponse } from "@ulfa/contracts";
import { users, verificationRequests, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";

export const HUMAN_REVIEW_QUEUED_MESSAGE = "Thanks! A moderator will look at your last selfie and your photos.";

/**
 * Selfies the automatic check refused since the last human decision (or the last selfie that was
 * not refused), newest first. Once there are SELFIE_HUMAN_REVIEW_AFTER_FAILURES of them, the member
 * may hand the newest to the moderators instead of trying again and again.
 */
export async function automaticFailures(deps: Deps, userId: number): Promise<{ available: boolean; newestId: number | null }> {
  const rows = await deps.db
    .select({ id: verificationRequests.id, status: verificationRequests.status, reviewedBy: verificationRequests.reviewedBy })
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(SELFIE_HUMAN_REVIEW_AFTER_FAILURES);
  const refused = rows.findIndex((row) => row.status !== "rejected" || row.reviewedBy !== null);
  const count = refused === -1 ? rows.length : refused;
  return { available: count >= SELFIE_HUMAN_REVIEW_AFTER_FAILURES, newestId: count > 0 ? rows[0].id : null };
}

/**
 * POST /api/verify-profile/human-review: the newest refused selfie goes back to the moderators'
 * verification queue (GET /api/moderation/verifications) as pending, and the member's status with it.
 * 409 HUMAN_REVIEW_UNAVAILABLE before enough automatic refusals, or when nothing is refused.
 */
export async function requestHumanReview(deps: Deps, user: UserRow): Promise<VerifyProfileResponse> {
  const { available, newestId } = await automaticFailures(deps, user.id);
  if (user.verificationStatus !== "rejected" || !available || newestId === null) {
    throw new AppError(409, "HUMAN_REVIEW_UNAVAILABLE", "A human review is available after several selfies the automatic check refused.");
  }
  const queued = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(verificationRequests)
      .set({ status: "pending", reviewedAt: null, note: null })
      .where(and(eq(verificationRequests.id, newestId), eq(verificationRequests.status, "rejected")))
      .returning({ id: verificationRequests.id });
    if (row) await tx.update(users).set({ verificationStatus: "pending" }).where(eq(users.id, user.id));
    return row;
  });
  if (!queued) throw new AppError(409, "HUMAN_REVIEW_UNAVAILABLE", "A human review is available after several selfies the automatic check refused.");
  return { success: false, status: "pending", message: HUMAN_REVIEW_QUEUED_MESSAGE, confidence: null };
}
