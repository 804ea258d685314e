import type { Match } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { presentPublicProfile } from "../users";
import { pushUnread } from "../notifications";
import { ownersRevealedTo, viewersRevealedBy, isSnoozed, chaperonedMatches, hiddenFor, hiderFor, type HidesMessage, blurredNamesOf } from "../privacy";
import { lastMessages, mediaOfMatches, unreadByMatch } from "../chat";
import { deleteFilesLater } from "../media";
import { expiryOf } from "./expiry-time";
import type { MatchRow, MessageRow } from "../db/schema";
import { deleteMatch, markSeen, seenAtOf, visibleMatches } from "./repo";
import { requireMatch } from "./require-match";

/** GET /api/matches: newest activity first (last message, else the match itself). */
export async function listMatches(deps: Deps, viewer: UserRow): Promise<Match[]> {
  const rows = await visibleMatches(deps.db, viewer.id);
  const { rules } = await deps.site.settings();
  const ids = rows.map((r) => r.match.id);
  const otherIds = rows.map((r) => r.other.id);
  const now = deps.clock.now();
  const [last, [unread, hides], online, revealedToMe, revealedByMe, chaperoned] = await Promise.all([
    lastMessages(deps.db, ids),
    hiderFor(deps.db, viewer.id).then(async (h) => [await unreadByMatch(deps.db, ids, viewer.id, h), h] as const),
    deps.presence.onlineAmong(otherIds),
    ownersRevealedTo(deps.db, viewer.id, otherIds),
    viewersRevealedBy(deps.db, viewer.id, otherIds),
    chaperonedMatches(deps.db, ids, now),
  ]);
  const list = rows.map(({ match, other }) => {
    const message = last.get(match.id);
    return {
      id: match.id,
      createdAt: match.createdAt.toISOString(),
      otherUser: presentPublicProfile(other, viewer, { online: online.has(other.id), revealed: revealedToMe.has(other.id), blur: blurredNamesOf(deps.config) }),
      lastMessage: message ? lastMessageOf(message, viewer.id, hides) : null,
      unreadCount: unread.get(match.id) ?? 0,
      isNew: seenAtOf(match, viewer.id) === null,
      expiresAt: message ? null : (expiryOf(match.createdAt, rules.matchExpiryHours)?.toISOString() ?? null),
      photosRevealed: revealedByMe.has(other.id),
      otherSnoozed: isSnoozed(other, now),
      chaperoned: chaperoned.has(match.id),
      activity: (message?.createdAt ?? match.createdAt).getTime(),
    };
  });
  list.sort((x, y) => y.activity - x.activity || y.id - x.id);
  return list.map(({ activity: _activity, ...match }) => match);
}

/** The list's preview of a conversation's last message; none of a removed, call or hidden one. */
function lastMessageOf(message: MessageRow, viewerId: number, hides: HidesMessage) {
  const hidden = message.senderId !== viewerId && hiddenFor(hides, message);
  const silent = message.removedAt !== null || message.kind === "call" || hidden;
  return { kind: message.kind, removed: message.removedAt !== null, content: silent ? "" : message.content, createdAt: message.createdAt.toISOString(), senderId: message.senderId, hidden };
}

/** DELETE /api/matches/:id: removes the match and its messages for both members. */
export async function unmatch(deps: Deps, viewer: UserRow, matchId: number): Promise<void> {
  const match = await requireMatch(deps, matchId, viewer.id);
  await endMatch(deps, match);
}

/**
 * Deletes a match (messages cascade) with its chat media files, and tells both members' sockets.
 * Rows go first, files after (a queued job: the unmatch stands while the media storage is down); a
 * crash in between leaves at worst an orphan file for the sweep, never a broken message.
 */
export async function endMatch(deps: Deps, match: MatchRow): Promise<void> {
  const files = await mediaOfMatches(deps.db, [match.id]);
  await deleteMatch(deps.db, match.id);
  await deleteFilesLater(deps, files.map((name) => ({ kind: "chat" as const, name })));
  const event = { type: "unmatched", matchId: match.id } as const;
  await Promise.all([deps.realtime.sendToUser(match.userAId, event), deps.realtime.sendToUser(match.userBId, event)]);
  pushUnread(deps, match.userAId);
  pushUnread(deps, match.userBId);
}

/** POST /api/matches/:id/seen: the member opened the match. */
export async function markMatchSeen(deps: Deps, viewer: UserRow, matchId: number): Promise<void> {
  const match = await requireMatch(deps, matchId, viewer.id);
  await markSeen(deps.db, match, viewer.id, deps.clock.now());
  pushUnread(deps, viewer.id);
}
