import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { forbidden, notFound } from "../platform/errors";
import { matchWithOther } from "../matches";

/** The match `viewer` belongs to and its other member, while that member may still be reached. */
export async function openConversation(deps: Deps, viewer: UserRow, matchId: number) {
  const found = await matchWithOther(deps.db, matchId, viewer.id);
  if (!found) throw notFound("Match not found");
  if (!found.reachable) throw forbidden("You can no longer see this conversation", "CONVERSATION_CLOSED");
  return found;
}
