import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { photoAccess, privatePhotos } from "../db/schema";
import type { Db } from "../platform/db";

/** Lists the files as private to `ownerId` (idempotent). */
export async function listPrivateFiles(db: Db, ownerId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(privatePhotos)
    .values(names.map((name) => ({ name, ownerId })))
    .onConflictDoNothing();
}

/** Keeps exactly `names` listed for the owner (files no longer theirs drop out). */
export async function replacePrivateFiles(db: Db, ownerId: number, names: string[]): Promise<void> {
  await listPrivateFiles(db, ownerId, names);
  const stale = names.length ? and(eq(privatePhotos.ownerId, ownerId), notInArray(privatePhotos.name, names)) : eq(privatePhotos.ownerId, ownerId);
  await db.delete(privatePhotos).where(stale);
}

export async function unlistPrivateFiles(db: Db, ownerId: number): Promise<void> {
  await db.delete(privatePhotos).where(eq(privatePhotos.ownerId, ownerId));
}

/** The owner of a private file, or null for a public one (a primary-key read). */
export async function privateOwnerOf(db: Db, name: string): Promise<number | null> {
  const [row] = await db.select({ ownerId: privatePhotos.ownerId }).from(privatePhotos).where(eq(privatePhotos.name, name));
  return row?.ownerId ?? null;
}

export async function hasPhotoAccess(db: Db, ownerId: number, viewerId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(photoAccess)
    .where(and(eq(photoAccess.ownerId, ownerId), eq(photoAccess.viewerId, viewerId)));
  return row !== undefined;
}

/** Of `ownerIds`, those who revealed their photos to `viewerId`. */
export async function ownersRevealedTo(db: Db, viewerId: number, ownerIds: number[]): Promise<Set<number>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await db
    .select({ ownerId: photoAccess.ownerId })
    .from(photoAccess)
    .where(and(eq(photoAccess.viewerId, viewerId), inArray(photoAccess.ownerId, ownerIds)));
  return new Set(rows.map((r) => r.ownerId));
}

/** Of `viewerIds`, those `ownerId` revealed their photos to. */
export async function viewersRevealedBy(db: Db, ownerId: number, viewerIds: number[]): Promise<Set<number>> {
  if (viewerIds.length === 0) return new Set();
  const rows = await db
    .select({ viewerId: photoAccess.viewerId })
    .from(photoAccess)
    .where(and(eq(photoAccess.ownerId, ownerId), inArray(photoAccess.viewerId, viewerIds)));
  return new Set(rows.map((r) => r.viewerId));
}

export async function grantPhotoAccess(db: Db, ownerId: number, viewerId: number, matchId: number, now: Date): Promise<void> {
  await db.insert(photoAccess).values({ ownerId, viewerId, matchId, createdAt: now }).onConflictDoNothing();
}

export async function revokePhotoAccess(db: Db, ownerId: number, viewerId: number): Promise<void> {
  await db.delete(photoAccess).where(and(eq(photoAccess.ownerId, ownerId), eq(photoAccess.viewerId, viewerId)));
}
