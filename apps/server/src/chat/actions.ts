import { UNSEND_WINDOW_MS, type ChatMessage, type ChatReaction } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest, forbidden, notFound } from "../platform/errors";
import { deleteFilesLater } from "../media";
import type { MessageRow } from "../db/schema";
import { deliverMessage } from "./deliver";
import { markRemoved, messageIn, relationsOf, removeReaction, setReaction } from "./repo";
import { openConversation } from "./conversation";

/** A live message of a conversation the viewer may still see. */
async function liveMessage(deps: Deps, viewer: UserRow, matchId: number, messageId: number) {
  const { other } = await openConversation(deps, viewer, matchId);
  const row = await messageIn(deps.db, matchId, messageId);
  if (!row) throw notFound("Message not found");
  if (row.removedAt) throw badRequest("This message was removed", "MESSAGE_REMOVED");
  return { row, other };
}

async function deliverChanged(deps: Deps, viewer: UserRow, other: UserRow, row: MessageRow): Promise<ChatMessage> {
  const relations = (await relationsOf(deps.db, [row])).get(row.id);
  return deliverMessage(deps, "message_updated", row, viewer, other, relations);
}

/**
 * DELETE /api/matches/:id/messages/:messageId: the sender unsends a message for both members within
 * UNSEND_WINDOW_MS. Its text, media file and reactions go; "message removed" keeps its place.
 */
export async function unsendMessage(deps: Deps, viewer: UserRow, matchId: number, messageId: number): Promise<ChatMessage> {
  const { row, other } = await liveMessage(deps, viewer, matchId, messageId);
  if (row.senderId !== viewer.id) throw forbidden("You can only unsend your own messages");
  const now = deps.clock.now();
  if (now.getTime() - row.createdAt.getTime() > UNSEND_WINDOW_MS) {
    throw forbidden("Messages can only be unsent within 15 minutes of sending", "UNSEND_WINDOW_PASSED");
  }
  const removed = await markRemoved(deps.db, row.id, now);
  if (!removed) throw badRequest("This message was removed", "MESSAGE_REMOVED");
  // Queued: the unsend stands even while the media storage is down (media/deletions.ts).
  if (row.mediaName) await deleteFilesLater(deps, [{ kind: "chat", name: row.mediaName }]);
  return deliverChanged(deps, viewer, other, removed);
}

/** PUT /api/matches/:id/messages/:messageId/reaction: the member's one reaction (replaces theirs). */
export async function reactToMessage(deps: Deps, viewer: UserRow, matchId: number, messageId: number, emoji: ChatReaction): Promise<ChatMessage> {
  const { row, other } = await liveMessage(deps, viewer, matchId, messageId);
  await setReaction(deps.db, row.id, viewer.id, emoji, deps.clock.now());
  return deliverChanged(deps, viewer, other, row);
}

/** DELETE /api/matches/:id/messages/:messageId/reaction. */
export async function removeMyReaction(deps: Deps, viewer: UserRow, matchId: number, messageId: number): Promise<ChatMessage> {
  const { row, other } = await liveMessage(deps, viewer, matchId, messageId);
  await removeReaction(deps.db, row.id, viewer.id);
  return deliverChanged(deps, viewer, other, row);
}
