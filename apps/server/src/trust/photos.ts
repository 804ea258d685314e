import { and, eq, ne, sql } from "drizzle-orm";
import { photoHashes as photoHashTable } from "../db/schema";
import type { Db } from "../platform/db";
import type { Deps } from "../platform/deps";
import type { JobKind } from "../platform/jobs/types";
import { photoHashes } from "./photo-hash";
import { recordSignal } from "./signals";

/** A stored photo's name from its served URL (/media/photos/<name>). */
const nameOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

/**
 * Hashes a new photo and looks for another account's photo within rules.duplicatePhotoDistance bits
 * (its own hash or its mirror's): DUPLICATE_PHOTO on the uploader, both accounts in the evidence.
 * A failure (an image sharp cannot read twice, a stalled database) never fails the upload: it is
 * logged and queued (trustPhotoJob).
 */
export async function checkPhoto(deps: Deps, userId: number, url: string, bytes: Buffer): Promise<void> {
  try {
    await hashAndCompare(deps, userId, url, bytes);
  } catch (err) {
    deps.log.warn({ err, userId }, "photo hash check failed; queued to retry");
    await deps.jobs.enqueue(trustPhotoJob.name, { userId, url });
  }
}

/**
 * Other accounts' photos within `maxDistance` bits of `hash` (against their own hash or their
 * mirror's), nearest first, at most 5. One pass over the hashes with an XOR and a bit count each: no
 * pixels, no index needed at this size (bench/safety-checks.bench.ts times it at 100,000 hashes).
 */
export async function nearestOtherPhotos(db: Db, userId: number, hash: bigint, maxDistance: number) {
  const distance = sql<number>`least(bit_count((${photoHashTable.hash} # ${hash})::bit(64)), bit_count((${photoHashTable.mirror} # ${hash})::bit(64)))`;
  return db
    .select({ userId: photoHashTable.userId, photo: photoHashTable.photo, distance })
    .from(photoHashTable)
    .where(and(ne(photoHashTable.userId, userId), sql`${distance} <= ${maxDistance}`))
    .orderBy(distance)
    .limit(5);
}

async function hashAndCompare(deps: Deps, userId: number, url: string, bytes: Buffer): Promise<void> {
  const hashes = await photoHashes(bytes);
  if (!hashes) return;
  const { hash, mirror } = hashes;
  const { rules } = await deps.site.settings();
  const matches = await nearestOtherPhotos(deps.db, userId, hash, rules.duplicatePhotoDistance);
  await deps.db
    .insert(photoHashTable)
    .values({ userId, photo: nameOf(url), hash, mirror, createdAt: deps.clock.now() })
    .onConflictDoUpdate({ target: [photoHashTable.userId, photoHashTable.photo], set: { hash, mirror } });
  if (matches.length > 0) {
    await recordSignal(deps, userId, "DUPLICATE_PHOTO", {
      photo: url,
      linkedAccounts: [...new Set(matches.map((m) => m.userId))],
      matches: matches.map((m) => ({ userId: m.userId, photo: `/media/photos/${m.photo}`, distance: Number(m.distance) })),
    });
  }
}

/** The hashes go with the photo. */
export async function forgetPhoto(deps: Deps, userId: number, url: string): Promise<void> {
  await deps.db.delete(photoHashTable).where(and(eq(photoHashTable.userId, userId), eq(photoHashTable.photo, nameOf(url))));
}

export const trustPhotoJob: JobKind<Deps, { userId: number; url: string }> = {
  name: "trust-photo",
  run: async (deps, { userId, url }) => {
    const bytes = await deps.storage.read("photos", nameOf(url));
    // Removed since: nothing left to compare.
    if (bytes) await hashAndCompare(deps, userId, url, bytes);
  },
  summary: (p) => p,
};
