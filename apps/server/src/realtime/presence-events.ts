import type { UserRow } from "../db/schema";
import { memberRow } from "../auth";
import type { Deps } from "../platform/deps";
import { partnerIds } from "../matches";
import { privacyOf } from "../privacy";
import type { SocketMember } from "./socket-member";

/** Sends {type:"presence"} about `userId` to each of their matches. */
async function tellMatches(deps: Deps, userId: number, online: boolean): Promise<void> {
  const ids = await partnerIds(deps.db, userId);
  await Promise.all(ids.map((id) => deps.realtime.sendToUser(id, { type: "presence", userId, online })));
}

/**
 * Tells a member's matches that they came online or went offline (first or last socket anywhere).
 * Members who hide their online status announce nothing. The switch is read as it is now (memberRow:
 * memory follows every change), not from the row the socket got at connection time.
 */
export async function announcePresence(deps: Deps, user: SocketMember, online: boolean): Promise<void> {
  const current = await memberRow(deps, user.id);
  if (!privacyOf(current ?? user).showOnlineStatus) return;
  await tellMatches(deps, user.id, online);
}

/**
 * The member flipped showOnlineStatus. While they are connected, matches see them go offline when
 * they hide it and come back online when they show it again; an offline member changes nothing.
 */
export async function announceOnlineStatusSwitch(deps: Deps, before: UserRow, after: UserRow): Promise<void> {
  const shown = privacyOf(after).showOnlineStatus;
  if (privacyOf(before).showOnlineStatus === shown) return;
  if (!(await deps.presence.isOnline(after.id))) return;
  await tellMatches(deps, after.id, shown);
}
