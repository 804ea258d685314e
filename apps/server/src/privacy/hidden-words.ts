import { eq, inArray } from "drizzle-orm";
import { cleanList } from "@ulfa/contracts";
import { hiddenWords } from "../db/schema";
import type { Db } from "../platform/db";
import { WordlistMatcher } from "../safety";

export async function hiddenWordsOf(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.select({ words: hiddenWords.words }).from(hiddenWords).where(eq(hiddenWords.userId, userId));
  return row?.words ?? [];
}

/** PUT /api/hidden-words: replaces the list (trimmed, duplicates dropped; the schema caps its size). */
export async function saveHiddenWords(db: Db, userId: number, words: string[]): Promise<string[]> {
  const list = cleanList(words);
  await db.insert(hiddenWords).values({ userId, words: list }).onConflictDoUpdate({ target: hiddenWords.userId, set: { words: list } });
  return list;
}

/**
 * Whether a message goes to the reader's hidden fold: it contains one of their hidden words, matched
 * like the safety lists (whole words, normalised, disguises undone: safety/matcher.ts), and also with
 * a joined Arabic pronoun at the end (راتب hides راتبك). A member's
 * entry is a word or phrase; unlike the shipped lists, "!" and "#" at its start are just characters.
 */
export type HidesMessage = (content: string) => boolean;

const NOTHING_HIDDEN: HidesMessage = () => false;

/** Whether a reader hides anything at all: members without hidden words keep the cheap count queries. */
export const hidesAnything = (hides: HidesMessage) => hides !== NOTHING_HIDDEN;

/** Whether a stored message goes to the reader's fold (only a live text message can). */
export const hiddenFor = (hides: HidesMessage, message: { kind: string; content: string; removedAt: Date | null }) =>
  message.kind === "text" && message.removedAt === null && hides(message.content);

export function hiderOf(words: string[]): HidesMessage {
  if (words.length === 0) return NOTHING_HIDDEN;
  const matcher = new WordlistMatcher(words.map((w) => w.replace(/^[!#]+/, "")), { pronounEndings: true });
  return (content) => content.length > 0 && matcher.matches(content);
}

export async function hiderFor(db: Db, userId: number): Promise<HidesMessage> {
  return hiderOf(await hiddenWordsOf(db, userId));
}

/** The hiders of several readers at once (one query). */
export async function hidersFor(db: Db, userIds: number[]): Promise<Map<number, HidesMessage>> {
  const rows = userIds.length ? await db.select().from(hiddenWords).where(inArray(hiddenWords.userId, userIds)) : [];
  const map = new Map<number, HidesMessage>(userIds.map((id) => [id, NOTHING_HIDDEN]));
  for (const row of rows) map.set(row.userId, hiderOf(row.words));
  return map;
}
