import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { ChatMessage } from "@ulfa/contracts";
import { messages, type MessageRow, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { Db } from "../platform/db";
import { AppError } from "../platform/errors";
import { presentMessage } from "./present";
import { relationsOf } from "./repo";
import { openConversation } from "./conversation";

/**
 * Idempotent sends (docs/api.md, "Idempotent sends"). A member whose send timed out, or whose
 * network delivered the request but lost the answer, may send again with the same Idempotency-Key:
 * the message the first request stored is answered instead of a second one, and nothing is stored,
 * pushed, notified or counted again. The unique index on (sender_id, client_id) decides, so two
 * concurrent repeats on two instances cannot both store.
 */

/** What a repeat must match: the same conversation and kind, and for a text the same words and reply. */
export interface SendIntent {
  matchId: number;
  kind: MessageRow["kind"];
  content?: string;
  replyToId?: number;
}

/** The request's Idempotency-Key (validated by the route's headers schema), if it sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers["idempotency-key"];
  return typeof key === "string" ? key : undefined;
}

/** The message `senderId` already sent with this key, if any. */
export async function keyedMessage(db: Db, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * The earlier send's message as its sender sees it now. A key reused for another message is a
 * client bug, never a retry: 409, so the member's new message is not silently swallowed.
 */
export async function replayed(deps: Deps, sender: UserRow, row: MessageRow, intent: SendIntent): Promise<ChatMessage> {
  // An unsent message lost its words: its repeat still answers it, as removed.
  const sameWords = row.removedAt !== null || intent.content === undefined || row.content === intent.content;
  const same = row.matchId === intent.matchId && row.kind === intent.kind && sameWords && (row.replyToId ?? undefined) === intent.replyToId;
  if (!same) {
    throw new AppError(409, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for a different message. Use a new key for a new message.");
  }
  const { other } = await openConversation(deps, sender, row.matchId);
  const relations = (await relationsOf(deps.db, [row])).get(row.id);
  return presentMessage(row, sender.id, other, relations);
}

/** The earlier send with this key, answered; undefined when the key is new. */
export async function replayOf(deps: Deps, sender: UserRow, clientId: string, intent: SendIntent): Promise<ChatMessage | undefined> {
  const row = await keyedMessage(deps.db, sender.id, clientId);
  return row ? replayed(deps, sender, row, intent) : undefined;
}
