import type { NOTICES } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { deliverMessage, storeMessage } from "../chat";

type Notice = (typeof NOTICES)[number];

/**
 * Writes a notice into a conversation and pushes it to both members, who read it in their own
 * language (its content is a code the web translates). False when the conversation is closed
 * (blocked, or the other member is gone): nothing is written then.
 */
export async function postNotice(deps: Deps, author: UserRow, matchId: number, notice: Notice, at: Date): Promise<boolean> {
  const stored = await storeMessage(deps.db, { matchId, senderId: author.id, content: notice, kind: "notice", createdAt: at });
  if (!stored) return false;
  await deliverMessage(deps, "message", stored.row, author, stored.other);
  return true;
}
