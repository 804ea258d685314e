import { MESSAGES_PAGE_DEFAULT, type ChatMessage } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { forbidden, notFound } from "../platform/errors";
import { privacyOf } from "../users/present";
import { pushUnread } from "../notifications/service";
import { queuePush } from "../push/notify";
import { presentMessage } from "../matches/present";
import { markRead, markSeen, matchWithOther, messagePage, seenAtOf, storeMessage } from "../matches/repo";

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
  const found = await matchWithOther(deps.db, matchId, viewer.id);
  if (!found) throw notFound("Match not found");
  if (!found.reachable) throw forbidden("You can no longer see this conversation", "CONVERSATION_CLOSED");
  const { match, other } = found;
  const otherId = other.id;
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
 * POST /api/matches/:id/messages. Stored first (one statement checks the match and blocks and
 * inserts: one round trip), then pushed to both members' sockets, so a member who is offline or
 * reconnecting finds it on their next fetch. Matches may always message each other (allowMessages
 * is about strangers); a block in either direction stops it.
 */
export async function sendMessage(deps: Deps, sender: UserRow, matchId: number, content: string): Promise<ChatMessage> {
  const stored = await storeMessage(deps.db, { matchId, senderId: sender.id, content, createdAt: deps.clock.now() });
  if (!stored) {
    // Nothing stored: find out why (not a member of the match, or the other member is unreachable).
    const found = await matchWithOther(deps.db, matchId, sender.id);
    if (!found) throw notFound("Match not found");
    throw forbidden("You can't message this member", "CONVERSATION_CLOSED");
  }
  const { row, other: recipient } = stored;
  await Promise.all([
    deps.realtime.sendToUser(recipient.id, { type: "message", matchId, message: presentMessage(row, recipient.id, sender) }),
    deps.realtime.sendToUser(sender.id, { type: "message", matchId, message: presentMessage(row, sender.id, recipient) }),
  ]);
  // No unread push here: the "message" event itself tells the client to refetch its counts.
  await queuePush(deps, { event: "message", userId: recipient.id, matchId, messageId: row.id });
  return presentMessage(row, sender.id, recipient);
}
