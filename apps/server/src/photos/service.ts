import { eq } from "drizzle-orm";
import { PHOTOS_MAX } from "@ulfa/contracts";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest, conflict, notFound } from "../platform/errors";
import { screenProfilePhoto } from "../safety";
import { fetchRemoteImage } from "./fetch-remote";
import { decodeImageDataUrl, isDataUrl, notAnImage, reencodeImage } from "../platform/image";
import { appendPhoto, photosOf, replacePhotos } from "./repo";
import { PHOTO_COPIES_JOB } from "./variants";
import { deleteFilesLater, mediaUrl, storedNameOf } from "../media";
import { privacyOf, listPrivateFiles } from "../privacy";
import { checkPhoto, forgetPhoto } from "../trust";

const RETRIES = 5;

/** Raw image bytes from a data URL or an http(s) URL (fetched once; never stored as a foreign URL). */
export async function imageBytesFrom(source: string): Promise<Buffer> {
  const value = source.trim();
  if (isDataUrl(value)) return decodeImageDataUrl(value);
  if (/^https?:\/\//i.test(value)) return fetchRemoteImage(value);
  throw notAnImage();
}

/**
 * Re-encodes (EXIF/GPS stripped) and stores an image, and starts its card-sized copies in the
 * background (photos/variants.ts); returns its served URL.
 */
export async function storeImage(deps: Deps, bytes: Buffer): Promise<string> {
  const image = await reencodeImage(bytes);
  const storage = deps.storage;
  const name = await storage.save("photos", image.bytes, image.ext);
  await deps.imageJobs.enqueue(PHOTO_COPIES_JOB, { name });
  return mediaUrl(name);
}

/**
 * Queues the deletion of the file behind one of our media URLs (media/deletions.ts): the member's
 * change stands even while the media storage is down. Foreign URLs are left alone.
 */
export async function deleteStoredPhoto(deps: Deps, url: string | null | undefined): Promise<void> {
  const name = storedNameOf(url);
  if (name) await deleteFilesLater(deps, [{ kind: "photos", name }]);
}

/** Adds a photo to the gallery (at most PHOTOS_MAX); the first photo is the main one. */
export async function addPhoto(deps: Deps, user: UserRow, source: { bytes: Buffer } | { text: string }): Promise<string[]> {
  if ((await photosOf(deps.db, user.id)).length >= PHOTOS_MAX) throw galleryFull();
  const bytes = "bytes" in source ? source.bytes : await imageBytesFrom(source.text);
  await screenProfilePhoto(deps, user, bytes);
  const url = await storeImage(deps, bytes);
  // A private member's new file is listed private before its URL is saved anywhere others could read it.
  await guardIfPrivate(deps, user, url);
  const photos = await appendPhoto(deps.db, user.id, url);
  if (!photos) {
    await deleteStoredPhoto(deps, url);
    throw galleryFull();
  }
  // Trust (docs/trust-and-safety.md): the same photo on another account is DUPLICATE_PHOTO.
  await checkPhoto(deps, user.id, url, bytes);
  return photos;
}

const galleryFull = () => badRequest(`You can have at most ${PHOTOS_MAX} photos. Remove one to add another.`, "PHOTO_LIMIT");

/** Removes the photo at `index` and its file. */
export async function removePhoto(deps: Deps, user: UserRow, index: number): Promise<string[]> {
  for (let attempt = 0; attempt < RETRIES; attempt += 1) {
    const current = await photosOf(deps.db, user.id);
    if (index >= current.length) throw notFound("Photo not found");
    const next = current.filter((_, i) => i !== index);
    if (await replacePhotos(deps.db, user.id, current, next)) {
      const removed = current[index];
      // The same URL can only appear twice through seed data; keep the file while still listed.
      if (!next.includes(removed)) {
        await deleteStoredPhoto(deps, removed);
        await forgetPhoto(deps, user.id, removed);
      }
      return next;
    }
  }
  throw conflict("Your photos changed at the same time. Please try again.", "PHOTOS_CHANGED");
}

/** Puts the gallery in a new order; `photos` must be exactly the current photos, reordered. */
export async function reorderPhotos(deps: Deps, user: UserRow, photos: string[]): Promise<string[]> {
  for (let attempt = 0; attempt < RETRIES; attempt += 1) {
    const current = await photosOf(deps.db, user.id);
    if (!isPermutation(current, photos)) throw badRequest("The new order must contain exactly your current photos");
    if (await replacePhotos(deps.db, user.id, current, photos)) return photos;
  }
  throw conflict("Your photos changed at the same time. Please try again.", "PHOTOS_CHANGED");
}

function isPermutation(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (list: string[]) => [...list].sort().join("\u0000");
  return sorted(a) === sorted(b);
}

/**
 * Stores a profile photo given as a data URL or URL and returns the URL to save on the member
 * (PATCH /api/user). One of the member's own gallery photos is copied, so each file has one owner.
 * The caller deletes the previous profile-photo file once the new one is saved.
 */
export async function storeProfilePhoto(deps: Deps, user: UserRow, photo: string): Promise<string> {
  const value = photo.trim();
  if (value === user.profilePhoto) return value;
  const ownName = storedNameOf(value);
  if (ownName) {
    const [row] = await deps.db.select({ photos: users.photos }).from(users).where(eq(users.id, user.id));
    if (!row?.photos.includes(value)) throw badRequest("Please upload an image file", "NOT_AN_IMAGE");
    const bytes = await deps.storage.read("photos", ownName);
    if (!bytes) throw notFound("Photo not found");
    const name = await deps.storage.save("photos", bytes, "jpg");
    await guardIfPrivate(deps, user, mediaUrl(name));
    return mediaUrl(name);
  }
  // A copy of a gallery photo (above) was screened when it was added; a new image is screened now.
  const bytes = await imageBytesFrom(value);
  await screenProfilePhoto(deps, user, bytes);
  const url = await storeImage(deps, bytes);
  await guardIfPrivate(deps, user, url);
  return url;
}

async function guardIfPrivate(deps: Deps, user: UserRow, url: string): Promise<void> {
  const name = storedNameOf(url);
  if (name && privacyOf(user).photosPrivate) await listPrivateFiles(deps.db, user.id, [name]);
}
