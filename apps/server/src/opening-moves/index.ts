import { and, eq, sql } from "drizzle-orm";
import { messages, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { Db } from "../platform/db";
import { badRequest, forbidden, notFound } from "../platform/errors";
import { matchWithOther } from "../matches";

/** The Opening Move a first message answers: its number and the question as asked then. */
export interface AnsweredMove {
  index: number;
  text: string;
}

const hasWritten = async (db: Db, matchId: number, userId: number) =>
  (await db.select({ one: sql<number>`1` }).from(messages).where(and(eq(messages.matchId, matchId), eq(messages.senderId, userId))).limit(1)).length > 0;

/**
 * Opening Moves (docs/features.md): a member's up to three questions; a first message answering one
 * carries its number (`openingMove`). Only a first message may, and only to a question the other
 * member has now. Whether it may then be sent under "women write first" is chat/first-message.ts's.
 */
export async function resolveOpeningMove(deps: Deps, sender: UserRow, matchId: number, index: number): Promise<AnsweredMove> {
  const found = await matchWithOther(deps.db, matchId, sender.id);
  if (!found) throw notFound("Match not found");
  const move = (found.other.openingMoves ?? [])[index];
  if (!move) throw badRequest(`openingMove: ${found.other.name.split(" ")[0]} has no Opening Move number ${index}`);
  if (await hasWritten(deps.db, matchId, sender.id)) throw badRequest("openingMove: only your first message can answer an Opening Move");
  return { index, text: move.text };
}

/** Keeps the answered question with the message, so it is shown with it even if she changes her questions later. */
export async function markOpeningMove(db: Db, messageId: number, move: AnsweredMove): Promise<void> {
  await db.update(messages).set({ openingMove: move }).where(eq(messages.id, messageId));
}

/** GET /api/matches/:id/opening-moves: the other member's questions, and whether the viewer may still answer one. */
export async function openingMovesOf(deps: Deps, viewer: UserRow, matchId: number) {
  const found = await matchWithOther(deps.db, matchId, viewer.id);
  if (!found) throw notFound("Match not found");
  if (!found.reachable) throw forbidden("You can no longer see this conversation", "CONVERSATION_CLOSED");
  const openingMoves = found.other.openingMoves ?? [];
  return { openingMoves, canAnswer: openingMoves.length > 0 && !(await hasWritten(deps.db, matchId, viewer.id)) };
}
