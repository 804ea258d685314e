import type { ChatMessage } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import { privacyOf } from "../users/present";
import type { MessageRow } from "./repo";

/**
 * A message as `viewerId` may see it. The reader's readReceipts switch decides whether the sender
 * learns when their message was read; the reader always sees their own reading.
 */
export function presentMessage(row: MessageRow, viewerId: number, reader: Pick<UserRow, "privacy"> | null): ChatMessage {
  const isOwn = row.senderId === viewerId;
  const receiptsAllowed = !isOwn || (reader !== null && privacyOf(reader).readReceipts);
  return {
    id: row.id,
    matchId: row.matchId,
    senderId: row.senderId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt && receiptsAllowed ? row.readAt.toISOString() : null,
    flagged: row.flagged,
  };
}
