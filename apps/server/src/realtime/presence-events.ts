import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { partnerIds } from "../matches/repo";
import { privacyOf } from "../users/present";

/**
 * Tells a member's matches that they came online or went offline (first or last socket anywhere).
 * Members who hide their online status announce nothing.
 */
export async function announcePresence(deps: Deps, user: UserRow, online: boolean): Promise<void> {
  if (!privacyOf(user).showOnlineStatus) return;
  const ids = await partnerIds(deps.db, user.id);
  await Promise.all(ids.map((id) => deps.realtime.sendToUser(id, { type: "presence", userId: user.id, online })));
}
