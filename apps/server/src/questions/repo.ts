import { inArray, sql, eq } from "drizzle-orm";
import { users, type StoredAnswer, type StoredTravel, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";

/** Sets one answer inside the member's answers vector (one row, one statement). */
export async function saveAnswer(db: Db, userId: number, questionId: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(users)
    .set({ answers: sql`jsonb_set(${users.answers}, array[${questionId}]::text[], ${JSON.stringify(answer)}::jsonb, true)` })
    .where(eq(users.id, userId));
}

export async function removeAnswer(db: Db, userId: number, questionId: string): Promise<void> {
  await db
    .update(users)
    .set({ answers: sql`${users.answers} - ${questionId}::text` })
    .where(eq(users.id, userId));
}

/** What a deck page adds to its cards, for every member of the page in one primary-key read. */
export type PageVector = Pick<UserRow, "id" | "answers" | "showFaith" | "gender"> & { travel: StoredTravel | null };

export async function pageVectors(db: Db, ids: number[]): Promise<Map<number, PageVector>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, answers: users.answers, showFaith: users.showFaith, gender: users.gender, travel: users.travel })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
