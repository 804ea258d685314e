import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { messageReactions, messages, type MessageRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { MessageRelations } from "./present";

/** A message of one match, or undefined. */
export async function messageIn(db: Db, matchId: number, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(and(eq(messages.id, messageId), eq(messages.matchId, matchId))).limit(1);
  return row;
}

/** Reactions and replied-to messages of a list of messages (two queries, whatever the page size). */
export async function relationsOf(db: Db, rows: MessageRow[]): Promise<Map<number, MessageRelations>> {
  const ids = rows.map((r) => r.id);
  const replyIds = [...new Set(rows.flatMap((r) => (r.replyToId ? [r.replyToId] : [])))];
  const [reactions, replies] = await Promise.all([
    ids.length === 0
      ? []
      : db.select().from(messageReactions).where(inArray(messageReactions.messageId, ids)).orderBy(messageReactions.createdAt),
    replyIds.length === 0 ? [] : db.select().from(messages).where(inArray(messages.id, replyIds)),
  ]);
  const replyById = new Map(replies.map((r) => [r.id, r]));
  const out = new Map<number, MessageRelations>();
  for (const row of rows) {
    out.set(row.id, {
      reactions: reactions.filter((r) => r.messageId === row.id),
      replyTo: row.replyToId ? (replyById.get(row.replyToId) ?? null) : null,
    });
  }
  return out;
}

/** Sets `userId`'s one reaction on a message (replacing an earlier one). */
export async function setReaction(db: Db, messageId: number, userId: number, emoji: string, at: Date): Promise<void> {
  await db
    .insert(messageReactions)
    .values({ messageId, userId, emoji, createdAt: at })
    .onConflictDoUpdate({ target: [messageReactions.messageId, messageReactions.userId], set: { emoji, createdAt: at } });
}

export async function removeReaction(db: Db, messageId: number, userId: number): Promise<void> {
  await db.delete(messageReactions).where(and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId)));
}

/**
 * Unsends a live message: content and media columns cleared, reactions dropped. Returns the updated
 * row, or undefined when it was already removed (a second unsend at the same time).
 */
export async function markRemoved(db: Db, messageId: number, at: Date): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      removedAt: at,
      content: "",
      mediaName: null,
      mediaPreview: null,
      mediaWaveform: null,
    })
    .where(and(eq(messages.id, messageId), isNull(messages.removedAt)))
    .returning();
  if (row) await db.delete(messageReactions).where(eq(messageReactions.messageId, messageId));
  return row;
}

/** The receiver tapped a blurred photo. */
export async function markRevealed(db: Db, messageId: number, at: Date): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ mediaRevealedAt: at })
    .where(and(eq(messages.id, messageId), isNull(messages.mediaRevealedAt)))
    .returning();
  return row ?? (await db.select().from(messages).where(eq(messages.id, messageId)).limit(1))[0];
}

/** Stored chat media files of some matches (to delete with them). */
export async function mediaOfMatches(db: Db, matchIds: number[]): Promise<string[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .select({ name: messages.mediaName })
    .from(messages)
    .where(and(inArray(messages.matchId, matchIds), isNotNull(messages.mediaName)));
  return rows.flatMap((r) => (r.name ? [r.name] : []));
}
