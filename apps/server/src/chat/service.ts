import { MESSAGES_PAGE_DEFAULT, type ChatMessage } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { forbidden } from "../platform/errors";
import { privacyOf } from "../users/present";
import { pushUnread } from "../notifications/service";
import { presentMessage } from "../matches/present";
import { insertMessage, markRead, markSeen, messagePage, otherOf, seenAtOf, visibleMember } from "../matches/repo";
import { requireMatch } from "../matches/service";

/**
 * GET /api/matches/:id/messages: a page, oldest first. Opening the chat reads the other member's
 * messages and the match itself (badges), and tells the sender when their receipts are allowed.
 */
export async function readMessages(
  deps: Deps,
  viewer: UserRow,
  matchId: number,
  query: { before?: number; limit?: number },
): Promise<ChatMessage[]> {
  const match = await requireMatch(deps, matchId, viewer.id);
  const otherId = otherOf(match, viewer.id);
  const other = await visibleMember(deps.db, viewer.id, otherId);
  if (!other) throw forbidden("You can no longer see this conversation");
  const now = deps.clock.now();
  const [read] = await Promise.all([markRead(deps.db, match.id, viewer.id, now), markSeen(deps.db, match, viewer.id, now)]);
  const rows = await messagePage(deps.db, match.id, query.before, query.limit ?? MESSAGES_PAGE_DEFAULT);
  if (read > 0) {
    if (privacyOf(viewer).readReceipts) {
      await deps.realtime.sendToUser(otherId, { type: "read", matchId: match.id, readerId: viewer.id, readAt: now.toISOString() });
    }
  }
  if (read > 0 || seenAtOf(match, viewer.id) === null) pushUnread(deps, viewer.id);
  // For the viewer's own messages the reader is the other member; their receipts switch applies.
  return rows.map((row) => presentMessage(row, viewer.id, other));
}

/**
 * POST /api/matches/:id/messages. Stored first, then pushed to both members' sockets, so a
 * member who is offline or reconnecting finds it on their next fetch. Matches may always message
 * each other (allowMessages is about strangers); a block in either direction stops it.
 */
export async function sendMessage(deps: Deps, sender: UserRow, matchId: number, content: string): Promise<ChatMessage> {
  const match = await requireMatch(deps, matchId, sender.id);
  const recipientId = otherOf(match, sender.id);
  const recipient = await visibleMember(deps.db, sender.id, recipientId);
  if (!recipient) throw forbidden("You can't message this member");
  const row = await insertMessage(deps.db, { matchId: match.id, senderId: sender.id, content, createdAt: deps.clock.now() });
  await Promise.all([
    deps.realtime.sendToUser(recipientId, { type: "message", matchId: match.id, message: presentMessage(row, recipientId, sender) }),
    deps.realtime.sendToUser(sender.id, { type: "message", matchId: match.id, message: presentMessage(row, sender.id, recipient) }),
  ]);
  // No unread push here: the "message" event itself tells the client to refetch its counts.
  return presentMessage(row, sender.id, recipient);
}

/** Relays "typing" to the other member of a match the typist belongs to; ignored otherwise. */
export async function relayTyping(deps: Deps, typistId: number, matchId: number): Promise<void> {
  const match = await requireMatch(deps, matchId, typistId).catch(() => undefined);
  if (!match) return;
  const otherId = otherOf(match, typistId);
  if (!(await visibleMember(deps.db, typistId, otherId))) return;
  await deps.realtime.sendToUser(otherId, { type: "typing", matchId, userId: typistId });
}
