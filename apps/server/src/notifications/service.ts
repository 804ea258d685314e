import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { NotificationSettings, NotificationSettingsUpdate, UnreadCounts } from "@ulfa/contracts";
import { matches, messages, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { notBlockedWith, presentAs } from "../visibility";
import { notificationSettingsOf } from "./push-settings";
import { hiddenFor, hiderFor, hidesAnything } from "../privacy";

const other = alias(users, "other");

/** Conditions for a match of `userId` whose other member is still visible to them. */
const liveMatchOf = (userId: number) =>
  and(
    or(eq(matches.userAId, userId), eq(matches.userBId, userId)),
    presentAs(other),
    notBlockedWith(userId, other.id),
  );
const joinOther = (userId: number) =>
  eq(other.id, sql`case when ${matches.userAId} = ${userId} then ${matches.userBId} else ${matches.userAId} end`);

/** GET /api/notifications/unread: matches never opened and messages not yet read. */
export async function unreadCounts(deps: Deps, userId: number): Promise<UnreadCounts> {
  const [[newMatches], messageCount] = await Promise.all([
    deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(matches)
      .innerJoin(other, joinOther(userId))
      .where(
        and(
          liveMatchOf(userId),
          sql`case when ${matches.userAId} = ${userId} then ${matches.userASeenAt} else ${matches.userBSeenAt} end is null`,
        ),
      ),
    unreadMessages(deps, userId),
  ]);
  return { matches: Number(newMatches?.count ?? 0), messages: messageCount };
}

/** Messages not yet read, less those in the member's hidden fold (they never light a badge). */
async function unreadMessages(deps: Deps, userId: number): Promise<number> {
  const hides = await hiderFor(deps.db, userId);
  const unread = and(liveMatchOf(userId), ne(messages.senderId, userId), isNull(messages.readAt));
  if (!hidesAnything(hides)) {
    const [row] = await deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(matches, eq(matches.id, messages.matchId))
      .innerJoin(other, joinOther(userId))
      .where(unread);
    return Number(row?.count ?? 0);
  }
  const rows = await deps.db
    .select({ kind: messages.kind, content: messages.content, removedAt: messages.removedAt })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .innerJoin(other, joinOther(userId))
    .where(unread);
  return rows.filter((row) => !hiddenFor(hides, row)).length;
}

/** Pushes fresh unread counts to the member's sockets; failures are logged, never thrown. */
export function pushUnread(deps: Deps, userId: number): void {
  void unreadCounts(deps, userId)
    .then((counts) => deps.realtime.sendToUser(userId, { type: "unread", ...counts }))
    .catch((err: unknown) => deps.log.warn({ err, userId }, "unread push failed"));
}

/** POST /api/notifications/settings: the keys given change, the rest stay. */
export async function saveNotificationSettings(deps: Deps, me: UserRow, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
  const { emailDigest, ...push } = update;
  const [row] = await deps.db
    .update(users)
    .set({ ...(emailDigest === undefined ? {} : { emailDigest }), pushSettings: { ...me.pushSettings, ...push } })
    .where(eq(users.id, me.id))
    .returning();
  return notificationSettingsOf(row);
}
