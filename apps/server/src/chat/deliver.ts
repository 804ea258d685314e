import type { ChatMessage } from "@ulfa/contracts";
import type { MessageRow, UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { presentMessage, type MessageRelations } from "./present";
import { hiderFor, type HidesMessage } from "../privacy";

type Member = Pick<UserRow, "id" | "privacy">;

/**
 * Pushes a new or changed message to both members' sockets, each as they may see it (read receipts,
 * blur), and returns it as `actor` sees it. Stored first, pushed after: a member who is offline or
 * reconnecting finds it on their next fetch.
 */
export async function deliverMessage(
  deps: Deps,
  type: "message" | "message_updated",
  row: MessageRow,
  actor: Member,
  other: Member,
  relations: MessageRelations = {},
  hidesForOther?: HidesMessage,
  /** Only the recipient's copy carries it (a safety tip: trust/index.ts). */
  forOther?: Partial<ChatMessage>,
): Promise<ChatMessage> {
  const matchId = row.matchId;
  const own = presentMessage(row, actor.id, other, relations);
  const hides = hidesForOther ?? (row.kind === "text" && row.senderId === actor.id ? await hiderFor(deps.db, other.id) : undefined);
  await Promise.all([
    deps.realtime.sendToUser(other.id, { type, matchId, message: { ...presentMessage(row, other.id, actor, relations, hides), ...forOther } }),
    deps.realtime.sendToUser(actor.id, { type, matchId, message: own }),
  ]);
  return own;
}
