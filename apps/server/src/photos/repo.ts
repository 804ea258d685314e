import { and, eq, sql } from "drizzle-orm";
import { PHOTOS_MAX } from "@ulfa/contracts";
import { users } from "../db/schema";
import type { Db } from "../platform/db";

export async function photosOf(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.select({ photos: users.photos }).from(users).where(eq(users.id, userId));
  return row?.photos ?? [];
}

/** Appends atomically, only while the gallery has room; null when it is full. */
export async function appendPhoto(db: Db, userId: number, url: string): Promise<string[] | null> {
  const [row] = await db
    .update(users)
    .set({ photos: sql`${users.photos} || ${JSON.stringify([url])}::jsonb` })
    .where(and(eq(users.id, userId), sql`jsonb_array_length(${users.photos}) < ${PHOTOS_MAX}`))
    .returning({ photos: users.photos });
  return row?.photos ?? null;
}

/** Replaces the gallery only if it still equals `expected` (no lost updates); false otherwise. */
export async function replacePhotos(db: Db, userId: number, expected: string[], next: string[]): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ photos: next })
    .where(and(eq(users.id, userId), sql`${users.photos} = ${JSON.stringify(expected)}::jsonb`))
    .returning({ id: users.id });
  return rows.length === 1;
}
