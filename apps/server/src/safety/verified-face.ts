import { eq } from "drizzle-orm";
import { users, verifiedFaces } from "../db/schema";
import type { Deps } from "../platform/deps";
import { storedNameOf } from "../media";
import { detectFaces, faceSimilarity } from "./faces";

export const PHOTOS_CHANGED_NOTE = "Your photos no longer show the face you verified with. Add a photo of yourself or take a new selfie.";

/** Keeps the face of a just-approved selfie as the member's verified face (replacing an older one). */
export async function rememberVerifiedFace(deps: Deps, userId: number, embedding: number[] | null): Promise<void> {
  if (!embedding) {
    // Approved without a face the model could read: nothing to check later photos against.
    await deps.db.delete(verifiedFaces).where(eq(verifiedFaces.userId, userId));
    return;
  }
  const row = { embedding, verifiedAt: deps.clock.now(), photosMismatchAt: null };
  await deps.db
    .insert(verifiedFaces)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: verifiedFaces.userId, set: row });
}

export async function photosMismatchSince(deps: Deps, userId: number): Promise<Date | null> {
  const [row] = await deps.db.select({ at: verifiedFaces.photosMismatchAt }).from(verifiedFaces).where(eq(verifiedFaces.userId, userId));
  return row?.at ?? null;
}

/**
 * After the member's photos change: do they still show the verified face? A photo whose faces are
 * all someone else's (below the selfie reject threshold), or no photo showing the verified face,
 * turns the badge off (status "rejected" with a note) until the photos match again, which turns it
 * back on, or a new selfie is approved. Only with automatic verification on (the face model runs).
 */
export async function recheckVerifiedFace(deps: Deps, userId: number): Promise<"approved" | "rejected" | null> {
  if (!deps.config.safety.selfie) return null;
  const [row] = await deps.db
    .select({ face: verifiedFaces, status: users.verificationStatus, profilePhoto: users.profilePhoto, photos: users.photos })
    .from(verifiedFaces)
    .innerJoin(users, eq(users.id, verifiedFaces.userId))
    .where(eq(verifiedFaces.userId, userId));
  if (!row) return null;
  const mismatched = row.face.photosMismatchAt !== null;
  // A member whose new selfie waits for review, or who lost the badge otherwise, is left alone.
  if (!(row.status === "approved" || (row.status === "rejected" && mismatched))) return null;
  const matches = await photosShowFace(deps, [row.profilePhoto, ...row.photos], row.face.embedding);
  if (!matches && row.status === "approved") return setBadge(deps, userId, "rejected", deps.clock.now());
  if (matches && mismatched) return setBadge(deps, userId, "approved", null);
  return null;
}

async function photosShowFace(deps: Deps, urls: (string | null)[], verified: number[]): Promise<boolean> {
  const names = [...new Set(urls.map((url) => storedNameOf(url)).filter((n): n is string => n !== null))];
  const storage = deps.storage;
  let shown = false;
  for (const name of names) {
    const bytes = await storage.read("photos", name);
    if (!bytes) continue;
    const faces = await detectFaces(bytes);
    if (faces.length === 0) continue;
    let best = 0;
    for (const face of faces) best = Math.max(best, await faceSimilarity(verified, face.embedding));
    if (best < deps.config.safety.selfieReject) return false;
    shown = true;
  }
  return shown;
}

async function setBadge(deps: Deps, userId: number, status: "approved" | "rejected", mismatchAt: Date | null) {
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ verificationStatus: status }).where(eq(users.id, userId));
    await tx.update(verifiedFaces).set({ photosMismatchAt: mismatchAt }).where(eq(verifiedFaces.userId, userId));
  });
  return status;
}
