import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { ReviewVerificationInput, ReviewVerificationResponse, VerificationQueueItem, VerificationStatusResponse, VerifyProfileResponse } from "@ulfa/contracts";
import { users, verificationRequests, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest, conflict, forbidden, notFound } from "../platform/errors";
import { decodeImageDataUrl, reencodeImage } from "../platform/image";
import { deleteFilesLater, isDeletionQueued } from "../media";
import { detectFaces, checkSelfie, SELFIE_MISMATCH_NOTE, PHOTOS_CHANGED_NOTE, photosMismatchSince, rememberVerifiedFace } from "../safety";
import { automaticFailures } from "./human-review";
import { audit } from "../staff";

export const VERIFICATION_QUEUED_MESSAGE = "Thanks! Your selfie is queued for review. We'll verify your profile shortly.";

export const VERIFICATION_APPROVED_MESSAGE = "Your profile is verified.";

/**
 * A selfie for verification. With automatic verification on (safety/selfie-check.ts) a selfie that
 * answered its pose challenge may be verified or rejected at once; otherwise it is queued for human
 * review (docs/product-rules.md) with the face similarity when one could be measured. The selfie is
 * re-encoded like any photo and kept outside the public media folder. A newer selfie replaces a
 * still-pending one.
 */
export async function submitSelfie(deps: Deps, user: UserRow, capturedImage: string, challengeToken?: string): Promise<VerifyProfileResponse> {
  if (user.verificationStatus === "approved") throw conflict("Your profile is already verified.", "ALREADY_VERIFIED");
  if (!user.profilePhoto && user.photos.length === 0) {
    throw badRequest("Please add a profile photo first, so we can compare it with your selfie.", "PHOTO_REQUIRED");
  }
  const original = decodeImageDataUrl(capturedImage);
  const verdict = await checkSelfie(deps, user, original, challengeToken);
  const image = await reencodeImage(original);
  const storage = deps.storage;
  const name = await storage.save("verifications", image.bytes, image.ext);
  const now = deps.clock.now();
  const decided = verdict.status !== "pending";
  let replaced: string[] = [];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      const old = await tx
        .delete(verificationRequests)
        .where(and(eq(verificationRequests.userId, user.id), eq(verificationRequests.status, "pending")))
        .returning({ selfiePath: verificationRequests.selfiePath });
      await tx.insert(verificationRequests).values({
        userId: user.id,
        selfiePath: name,
        status: verdict.status,
        confidence: verdict.confidence,
        note: verdict.note,
        createdAt: now,
        reviewedAt: decided ? now : null,
      });
      await tx.update(users).set({ verificationStatus: verdict.status }).where(eq(users.id, user.id));
      return old.map((r) => r.selfiePath);
    });
  } catch (err) {
    await storage.delete("verifications", name);
    throw err;
  }
  await deleteFilesLater(deps, replaced.map((old) => ({ kind: "verifications" as const, name: old })));
  if (verdict.status === "approved") {
    await rememberVerifiedFace(deps, user.id, verdict.embedding);
    return { success: true, status: "approved", message: VERIFICATION_APPROVED_MESSAGE, confidence: verdict.confidence };
  }
  if (verdict.status === "rejected") {
    return { success: false, status: "rejected", message: verdict.note ?? SELFIE_MISMATCH_NOTE, confidence: verdict.confidence, reason: verdict.reason };
  }
  return { success: false, status: "pending", message: VERIFICATION_QUEUED_MESSAGE, confidence: verdict.confidence };
}

export async function verificationStatus(deps: Deps, user: UserRow): Promise<VerificationStatusResponse> {
  const [latest] = await deps.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, user.id))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  const photosChanged = user.verificationStatus === "rejected" && (await photosMismatchSince(deps, user.id)) !== null;
  return {
    status: user.verificationStatus,
    submittedAt: latest ? latest.createdAt.toISOString() : null,
    note: photosChanged ? PHOTOS_CHANGED_NOTE : (latest?.note ?? null),
    humanReviewAvailable: user.verificationStatus === "rejected" && (await automaticFailures(deps, user.id)).available,
  };
}

export const selfieUrl = (id: number) => `/api/moderation/verifications/${id}/selfie`;

/** Pending selfies, oldest first, with the member's photos to compare against. */
export async function pendingVerifications(deps: Deps, ids?: number[]): Promise<VerificationQueueItem[]> {
  if (ids?.length === 0) return [];
  const rows = await deps.db
    .select({ request: verificationRequests, user: users })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(and(eq(verificationRequests.status, "pending"), ids ? inArray(verificationRequests.id, ids) : undefined))
    .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id));
  return rows.map(({ request, user }) => ({
    id: request.id,
    userId: user.id,
    username: user.username,
    name: user.name,
    age: user.age,
    submittedAt: request.createdAt.toISOString(),
    selfieUrl: selfieUrl(request.id),
    profilePhoto: user.profilePhoto,
    photos: user.photos,
    confidence: request.confidence,
  }));
}

/** The selfie bytes of a request (admins only; the route checks). */
export async function selfieOf(deps: Deps, id: number): Promise<Buffer> {
  const [row] = await deps.db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
  if (!row) throw notFound("Verification request not found");
  // Decided selfies are queued for deletion (media/deletions.ts): gone from then on.
  if (await isDeletionQueued(deps.db, "verifications", row.selfiePath)) throw notFound("This selfie has been deleted");
  const bytes = await deps.storage.read("verifications", row.selfiePath);
  if (!bytes) throw notFound("This selfie has been deleted");
  return bytes;
}

/**
 * Records an admin's decision on a pending request and updates the member's badge. The selfie is
 * deleted once decided: it was only needed for the comparison.
 */
export async function reviewVerification(deps: Deps, admin: UserRow, id: number, input: ReviewVerificationInput): Promise<ReviewVerificationResponse> {
  const status = input.decision === "approve" ? "approved" : "rejected";
  const now = deps.clock.now();
  const note = input.note ? input.note : null;
  const decided = await deps.db.transaction(async (tx) => {
    // Staff never decide their own verification: a moderator could otherwise verify a face that
    // nobody else has looked at (the same rule as OWN_REPORT).
    const [row] = await tx
      .update(verificationRequests)
      .set({ status, note, reviewedAt: now, reviewedBy: admin.id })
      .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, "pending"), ne(verificationRequests.userId, admin.id)))
      .returning();
    if (!row) return null;
    await tx.update(users).set({ verificationStatus: status }).where(eq(users.id, row.userId));
    return row;
  });
  if (!decided) {
    const [exists] = await deps.db
      .select({ userId: verificationRequests.userId, status: verificationRequests.status })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, id));
    if (!exists) throw notFound("Verification request not found");
    if (exists.userId === admin.id && exists.status === "pending") throw forbidden("You can't review your own verification.", "OWN_VERIFICATION");
    throw conflict("This verification request has already been reviewed.", "ALREADY_HANDLED");
  }
  if (status === "approved") await rememberVerifiedFace(deps, decided.userId, await faceOfSelfie(deps, decided.selfiePath));
  // Queued: the decision stands even while the media storage is down (media/deletions.ts).
  await deleteFilesLater(deps, [{ kind: "verifications", name: decided.selfiePath }]);
  await audit(deps, admin.id, `verification.${input.decision}`, decided.userId, { requestId: decided.id });
  return { id: decided.id, userId: decided.userId, status, note, reviewedAt: now.toISOString() };
}

/** The one face in a stored selfie, to remember as the verified face; null when the model is off or finds none or several. */
async function faceOfSelfie(deps: Deps, selfiePath: string): Promise<number[] | null> {
  if (!deps.config.safety.selfie) return null;
  // A decision already recorded must stand while the media storage is down: no face is remembered then.
  const bytes = await deps.storage.read("verifications", selfiePath).catch(() => null);
  if (!bytes) return null;
  const faces = await detectFaces(bytes);
  return faces.length === 1 ? faces[0].embedding : null;
}
