import { eq } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { isAdmin } from "../auth";
import { storedNameOf } from "../media";
import { privacyOf } from "./settings";
import { otherOf, requireMatch } from "../matches";
import { blurredPhoto } from "./blurred-photos";
import { grantPhotoAccess, hasPhotoAccess, privateOwnerOf, replacePrivateFiles, revokePhotoAccess, unlistPrivateFiles } from "./photo-repo";

type Gallery = Pick<UserRow, "id" | "photos" | "profilePhoto" | "privacy">;

const storedNamesOf = (row: Pick<UserRow, "photos" | "profilePhoto">) =>
  [...new Set([...row.photos, row.profilePhoto].map((url) => storedNameOf(url)).filter((n): n is string => n !== null))];

/**
 * Makes the private-file list match the member's switch and gallery: every stored file of a private
 * member is listed (so the photo route refuses it to others), none of a public member's. Blurred
 * copies are made ahead in the background, so the first viewer does not wait.
 */
export async function syncPhotoPrivacy(deps: Deps, row: Gallery): Promise<void> {
  if (!privacyOf(row).photosPrivate) return unlistPrivateFiles(deps.db, row.id);
  const names = storedNamesOf(row);
  await replacePrivateFiles(deps.db, row.id, names);
  const storage = deps.storage;
  void Promise.all(names.map((name) => blurredPhoto(storage, name.slice(0, name.lastIndexOf("."))))).catch((err: unknown) => deps.log.warn({ err }, "could not blur a private photo"));
}

/** Re-reads the member and syncs (after a gallery change). */
export async function syncPhotoPrivacyOf(deps: Deps, userId: number): Promise<void> {
  const [row] = await deps.db
    .select({ id: users.id, photos: users.photos, profilePhoto: users.profilePhoto, privacy: users.privacy })
    .from(users)
    .where(eq(users.id, userId));
  if (row) await syncPhotoPrivacy(deps, row);
}

/**
 * Who may have the original of a stored photo file: "everyone" for a public member's file (the
 * viewer is not even looked up, so public photos cost one primary-key read); for a private
 * member's, "revealed" when the viewer is the member, a match they revealed their photos to, or an
 * admin; null otherwise.
 */
export async function originalAudience(deps: Deps, name: string, viewer: () => Promise<UserRow | null>): Promise<"everyone" | "revealed" | null> {
  const ownerId = await privateOwnerOf(deps.db, name);
  if (ownerId === null) return "everyone";
  const member = await viewer();
  if (!member) return null;
  if (member.id === ownerId || isAdmin(deps, member) || (await hasPhotoAccess(deps.db, ownerId, member.id))) return "revealed";
  return null;
}

/** POST /api/matches/:id/photo-access: the member reveals their private photos to this match. */
export async function revealPhotos(deps: Deps, owner: UserRow, matchId: number): Promise<void> {
  // Allowed while the photos are public too: the reveal then holds from the moment they turn private.
  const match = await requireMatch(deps, matchId, owner.id);
  const viewerId = otherOf(match, owner.id);
  await grantPhotoAccess(deps.db, owner.id, viewerId, match.id, deps.clock.now());
  await tellViewer(deps, viewerId, match.id, true);
}

/** The match's app swaps blurred and plain photos at once; a lost event only waits for its next refetch. */
async function tellViewer(deps: Deps, viewerId: number, matchId: number, revealed: boolean): Promise<void> {
  await deps.realtime.sendToUser(viewerId, { type: "photo_access", matchId, revealed }).catch((err: unknown) => deps.log.warn({ err, matchId }, "photo access event not delivered"));
}

/** DELETE /api/matches/:id/photo-access: takes a reveal back (the originals answer 403 again at once). */
export async function hidePhotos(deps: Deps, owner: UserRow, matchId: number): Promise<void> {
  const match = await requireMatch(deps, matchId, owner.id);
  const viewerId = otherOf(match, owner.id);
  await revokePhotoAccess(deps.db, owner.id, viewerId);
  await tellViewer(deps, viewerId, match.id, false);
}
