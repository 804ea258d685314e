import { and, desc, inArray, isNull, ne, sql } from "drizzle-orm";
import { messages, type MessageRow } from "../db/schema";
import type { Db } from "../platform/db";
import { hiddenFor, hidesAnything, type HidesMessage } from "../privacy";

/** What the conversation list shows of each conversation: its last message and its unread count. */

export async function lastMessages(db: Db, matchIds: number[]): Promise<Map<number, MessageRow>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.matchId])
    .from(messages)
    .where(inArray(messages.matchId, matchIds))
    .orderBy(messages.matchId, desc(messages.id));
  return new Map(rows.map((r) => [r.matchId, r]));
}

/**
 * Unread messages per match, less those that go to the reader's hidden fold: a hidden message must
 * not light a badge. A reader without hidden words gets one count query; otherwise only the unread
 * messages of these matches are read and filtered.
 */
export async function unreadByMatch(db: Db, matchIds: number[], readerId: number, hides: HidesMessage): Promise<Map<number, number>> {
  if (matchIds.length === 0) return new Map();
  const unread = and(inArray(messages.matchId, matchIds), ne(messages.senderId, readerId), isNull(messages.readAt));
  if (!hidesAnything(hides)) {
    const rows = await db
      .select({ matchId: messages.matchId, count: sql<number>`count(*)::int` })
      .from(messages)
      .where(unread)
      .groupBy(messages.matchId);
    return new Map(rows.map((r) => [r.matchId, Number(r.count)]));
  }
  const rows = await db
    .select({ matchId: messages.matchId, kind: messages.kind, content: messages.content, removedAt: messages.removedAt })
    .from(messages)
    .where(unread);
  const counts = new Map<number, number>();
  for (const row of rows) if (!hiddenFor(hides, row)) counts.set(row.matchId, (counts.get(row.matchId) ?? 0) + 1);
  return counts;
}
