import { MESSAGES_PAGE_DEFAULT, type ChatMessage } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest, forbidden, notFound } from "../platform/errors";
import { needsNudge } from "../safety";
import { privacyOf, hiderFor, hiderOf } from "../privacy";
import { pushUnread } from "../notifications";
import { queuePush } from "../push";
import { presentMessage } from "./present";
import { markSeen, matchWithOther, seenAtOf } from "../matches";
import { markRead, messagePage } from "./thread-repo";
import { storeMessage, type NewMessage, type StoredMessage } from "./store-message";
import { deliverMessage } from "./deliver";
import { openConversation } from "./conversation";
import { checkFirstMessage, firstMessageRuleCovers } from "./first-message";
import { releaseHeldComment } from "../likes";
import { markOpeningMove, resolveOpeningMove } from "../opening-moves";
import { messageIn, relationsOf } from "./repo";
import { replayOf } from "./idempotency";
import type { Held, Sent, TextMessageInput } from "./sent";
import { afterMessage, alreadyHeld, HELD_MESSAGE, holdMessage, screenMessage, underwayGate, withSafetyTips } from "../trust";

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
  const { match, other } = await openConversation(deps, viewer, matchId);
  const otherId = other.id;
  const now = deps.clock.now();
  const [read] = await Promise.all([markRead(deps.db, match.id, viewer.id, now), markSeen(deps.db, match, viewer.id, now)]);
  const rows = await messagePage(deps.db, match.id, query.before, query.limit ?? MESSAGES_PAGE_DEFAULT);
  const relations = await relationsOf(deps.db, rows);
  if (read > 0) {
    if (privacyOf(viewer).readReceipts) {
      await deps.realtime.sendToUser(otherId, { type: "read", matchId: match.id, readerId: viewer.id, readAt: now.toISOString() });
    }
  }
  if (read > 0 || seenAtOf(match, viewer.id) === null) pushUnread(deps, viewer.id);
  // For the viewer's own messages the reader is the other member; their receipts switch applies.
  const hides = await hiderFor(deps.db, viewer.id);
  return withSafetyTips(deps, viewer.id, rows.map((row) => presentMessage(row, viewer.id, other, relations.get(row.id), hides)));
}

/** POST /api/matches/:id/messages: a text message, optionally answering another message. */
export async function sendMessage(
  deps: Deps,
  sender: UserRow,
  matchId: number,
  input: TextMessageInput,
  clientId?: string,
): Promise<Sent | Held> {
  const { content, replyToId } = input;
  const flagged = needsNudge(deps.config.safety, content);
  // Decided here, not in the browser, so a modified client can't send an insult unflagged.
  if (flagged && !input.confirmFlagged) {
    throw new AppError(409, "MESSAGE_NEEDS_CONFIRMATION", "This message may hurt. Send it anyway?");
  }
  const underway = await sendUnderway(deps, sender, matchId, input, flagged, clientId);
  if (underway) return underway;
  // Trust (docs/trust-and-safety.md): a held member's first message waits; a young conversation's words are read.
  const screen = await screenMessage(deps, sender, matchId, content);
  if (screen.held) {
    // Refused now what would be refused on delivery (a bad Opening Move, "women write first"), so a 202 is never dropped later.
    await checkBeforeHold(deps, sender, matchId, input.openingMove);
    // A retry of a held send (same Idempotency-Key) is answered held again, and kept once.
    if (await alreadyHeld(deps, sender, clientId)) return { held: true, message: HELD_MESSAGE };
    return holdMessage(deps, sender, screen.recipientId, { type: "text", matchId, content, replyToId, openingMove: input.openingMove, clientId });
  }
  const safety = screen.warning ? { safety: { warning: screen.warning } } : undefined;
  const sent = await storeAndDeliver(deps, sender, { matchId, senderId: sender.id, content, replyToId, createdAt: deps.clock.now(), flagged, clientId, openingMove: input.openingMove }, safety);
  if (!sent.replayed) await afterMessage(deps, screen, sent.message.id, "");
  return sent;
}

/**
 * The common send, a text in a conversation under way, in one round trip before it is pushed: the
 * store statement carries the trust gate (trust/index.ts underwayGate) and stores only what the gate
 * would let through unchanged. Null, having stored nothing, for anything else: an Opening Move's
 * answer, a man's message while women write first, a first message either way, a sender under
 * review, a repeat, a closed conversation; sendMessage then takes the path that checks each first.
 */
async function sendUnderway(deps: Deps, sender: UserRow, matchId: number, input: TextMessageInput, flagged: boolean, clientId?: string): Promise<Sent | null> {
  if (input.openingMove !== undefined) return null;
  const { rules } = await deps.site.settings();
  if (firstMessageRuleCovers(rules, sender)) return null;
  const gate = underwayGate(rules);
  const message: NewMessage = { matchId, senderId: sender.id, content: input.content, replyToId: input.replyToId, createdAt: deps.clock.now(), flagged, clientId };
  const stored = await storeMessage(deps.db, message, gate);
  if (!stored?.counts) return null;
  const screen = gate.screen(sender, stored.other.id, stored.counts, input.content);
  const warning = screen.held ? null : screen.warning;
  const sent = await deliverStored(deps, sender, stored, warning ? { safety: { warning } } : undefined);
  await afterMessage(deps, screen, sent.message.id, "");
  return sent;
}

/**
 * Stores a message (one statement checks the match, blocks and the replied-to message, inserts, and
 * brings the replied-to message back for the preview) and pushes it to both members. Matches may
 * always message each other (allowMessages is about strangers); a block in either direction stops
 * it. Returns it as the sender sees it. A repeat of a keyed send (message.clientId) stores and
 * pushes nothing: it answers the earlier message (chat/idempotency.ts).
 */
export async function storeAndDeliver(deps: Deps, sender: UserRow, message: NewMessage, forRecipient?: Partial<ChatMessage>): Promise<Sent> {
  const move = message.openingMove !== undefined ? await resolveOpeningMove(deps, sender, message.matchId, message.openingMove) : null;
  await checkFirstMessage(deps, sender, message.matchId, move !== null);
  const stored = await storeMessage(deps.db, message);
  if (!stored) {
    // Only now, so a first send keeps its one round trip; this read also sees a concurrent repeat's
    // row, which the store statement's snapshot could not.
    const earlier = message.clientId ? await replayOf(deps, sender, message.clientId, { ...message, kind: message.kind ?? "text" }) : undefined;
    if (earlier) return { message: earlier, replayed: true };
    throw await whyNotStored(deps, sender, message);
  }
  const { row } = stored;
  if (move) {
    await markOpeningMove(deps.db, row.id, move);
    row.openingMove = move;
  }
  return deliverStored(deps, sender, stored, forRecipient);
}

/** Pushes a stored message to both members, rings the recipient's devices, releases a waiting like comment. */
async function deliverStored(deps: Deps, sender: UserRow, stored: StoredMessage, forRecipient?: Partial<ChatMessage>): Promise<Sent> {
  const { row, other: recipient, replyTo } = stored;
  const hides = hiderOf(stored.otherHiddenWords);
  // No unread-count event here: the "message" event itself tells the client to refetch its counts.
  const delivered = await deliverMessage(deps, "message", row, sender, recipient, { replyTo }, hides, forRecipient);
  // Most members have no device subscribed: no job for them (each message used to queue one). A
  // message with one of the recipient's hidden words goes to their hidden fold without ringing.
  const hidden = row.kind === "text" && hides(row.content);
  if (stored.otherHasPush && !hidden) await queuePush(deps, { event: "message", userId: recipient.id, matchId: row.matchId, messageId: row.id });
  // Her first message releases his like comment, held while women write first (the store said
  // whether one waits: no transaction for every other message).
  if (stored.heldCommentWaiting) await releaseHeldComment(deps, sender, row.matchId, recipient);
  return { message: delivered, replayed: false };
}

/** The checks storeAndDeliver makes before storing, for a message about to be held instead. */
export async function checkBeforeHold(deps: Deps, sender: UserRow, matchId: number, openingMove?: number): Promise<void> {
  const move = openingMove !== undefined ? await resolveOpeningMove(deps, sender, matchId, openingMove) : null;
  await checkFirstMessage(deps, sender, matchId, move !== null);
}

/** Nothing was stored: not a member of the match, the other member is unreachable, or a bad reply. */
async function whyNotStored(deps: Deps, sender: UserRow, message: NewMessage): Promise<Error> {
  const found = await matchWithOther(deps.db, message.matchId, sender.id);
  if (!found) return notFound("Match not found");
  if (!found.reachable || !message.replyToId) return forbidden("You can't message this member", "CONVERSATION_CLOSED");
  const target = message.replyToId ? await messageIn(deps.db, message.matchId, message.replyToId) : undefined;
  if (target?.removedAt) return badRequest("This message was removed", "MESSAGE_REMOVED");
  return badRequest("You can only reply to a message of this conversation");
}
