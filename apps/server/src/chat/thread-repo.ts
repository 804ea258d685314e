import { and, desc, eq, isNull, lt, ne } from "drizzle-orm";
import { messages, type MessageRow } from "../db/schema";
import type { Db } from "../platform/db";

/** A page of messages, oldest first: the newest `limit` before message id `before`. */
export async function messagePage(db: Db, matchId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(before ? and(eq(messages.matchId, matchId), lt(messages.id, before)) : eq(messages.matchId, matchId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Marks the other member's unread messages read; returns how many. */
export async function markRead(db: Db, matchId: number, readerId: number, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.matchId, matchId), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}
