import { REPLY_EXCERPT_LENGTH, type ChatMessage, type ChatReaction, type MessageMedia, type ReplyPreview } from "@ulfa/contracts";
import type { MessageRow, UserRow } from "../db/schema";
import { callSummaryOf } from "./calls";
import { privacyOf } from "../privacy";

/** The part of an answered message its reply shows (presentReply). */
export type RepliedMessage = Pick<MessageRow, "id" | "senderId" | "kind" | "content" | "removedAt">;

/** What a message shows besides its own row: its reactions and the message it answers. */
export interface MessageRelations {
  reactions?: { userId: number; emoji: string }[];
  replyTo?: RepliedMessage | null;
}

/** The only way to a message's photo or voice note: the chat's authorized route. */
export const messageMediaUrl = (row: Pick<MessageRow, "matchId" | "id">) => `/api/matches/${row.matchId}/messages/${row.id}/media`;

/**
 * A message as `viewerId` may see it. The reader's readReceipts switch decides whether the sender
 * learns when their message was read; the reader always sees their own reading. A blurred photo
 * stays blurred for the receiver until they tap it; its sender always sees it plainly.
 */
export function presentMessage(
  row: MessageRow,
  viewerId: number,
  reader: Pick<UserRow, "privacy"> | null,
  relations: MessageRelations = {},
  /** The viewer's hidden words (privacy/hidden-words.ts): their match's messages containing them are folded. */
  hides: (content: string) => boolean = () => false,
): ChatMessage {
  const isOwn = row.senderId === viewerId;
  const receiptsAllowed = !isOwn || (reader !== null && privacyOf(reader).readReceipts);
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    matchId: row.matchId,
    senderId: row.senderId,
    kind: row.kind,
    content: removed || row.kind === "call" ? "" : row.content,
    media: removed ? null : presentMedia(row, isOwn),
    replyTo: relations.replyTo ? presentReply(relations.replyTo) : null,
    reactions: removed ? [] : (relations.reactions ?? []).map((r) => ({ userId: r.userId, emoji: r.emoji as ChatReaction })),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt && receiptsAllowed ? row.readAt.toISOString() : null,
    flagged: row.flagged,
    hidden: !isOwn && !removed && row.kind === "text" && hides(row.content),
    removedAt: row.removedAt ? row.removedAt.toISOString() : null,
    call: removed ? null : callSummaryOf(row),
    ...(isOwn && row.clientId ? { clientId: row.clientId } : {}),
    ...(row.openingMove && !removed ? { openingMove: row.openingMove } : {}),
  };
}

function presentMedia(row: MessageRow, isOwn: boolean): MessageMedia | null {
  if (!row.mediaName) return null;
  return {
    url: messageMediaUrl(row),
    blurred: !isOwn && row.mediaBlurred && row.mediaRevealedAt === null,
    width: row.mediaWidth,
    height: row.mediaHeight,
    preview: row.mediaPreview,
    durationMs: row.mediaDurationMs,
    waveform: row.mediaWaveform,
  };
}

function presentReply(row: RepliedMessage): ReplyPreview {
  const removed = row.removedAt !== null;
  return { id: row.id, senderId: row.senderId, kind: row.kind, excerpt: removed || row.kind === "call" ? "" : row.content.slice(0, REPLY_EXCERPT_LENGTH), removed };
}
