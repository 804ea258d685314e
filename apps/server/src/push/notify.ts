import { and, eq } from "drizzle-orm";
import { PUSH_PREVIEW_MAX, type PushPayload } from "@ulfa/contracts";
import { messages, users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { JobKind } from "../platform/jobs/types";
import { matchWithOther } from "../matches";
import { unreadCounts, inQuietHours, pushSettingsOf } from "../notifications";
import { isPremium } from "../users";
import { activeMember, notBlockedWith } from "../visibility";
import { queueDelivery } from "./deliver";
import { subscriptionsOf } from "./repo";
import { EVENT_SWITCH, PUSH_TEXTS } from "./texts";

/** Why a member is notified: ids only; names and text are read when the job runs. */
export type PushReason =
  | { event: "match"; userId: number; matchId: number }
  | { event: "message"; userId: number; matchId: number; messageId: number }
  | { event: "superLike"; userId: number; fromUserId: number }
  | { event: "likesWaiting"; userId: number }
  | { event: "boostEnded"; userId: number };

type Content = Omit<PushPayload, "event" | "lang" | "dir">;

/** The notification for `reason`, or null when it no longer applies (blocked, read, re-boosted...). */
async function content(deps: Deps, user: UserRow, reason: PushReason, preview: boolean): Promise<Content | null> {
  const t = PUSH_TEXTS[user.language];
  const now = deps.clock.now();
  switch (reason.event) {
    case "match": {
      const found = await matchWithOther(deps.db, reason.matchId, user.id);
      if (!found?.reachable) return null;
      return { ...t.match(found.other.name), tag: `match-${reason.matchId}`, url: `/home?tab=matches&chat=${reason.matchId}`, matchId: reason.matchId };
    }
    case "message": {
      const found = await matchWithOther(deps.db, reason.matchId, user.id);
      if (!found?.reachable) return null;
      const [message] = await deps.db
        .select()
        .from(messages)
        .where(and(eq(messages.id, reason.messageId), eq(messages.matchId, reason.matchId)))
        .limit(1);
      // Read already (on another device): nothing to announce.
      if (!message || message.readAt || message.removedAt) return null;
      // Photos and voice notes are named, never shown: a lock screen is no place for them.
      const text = preview && message.kind === "text" ? message.content.slice(0, PUSH_PREVIEW_MAX) : null;
      const unread = (await unreadCounts(deps, user.id)).messages;
      // One tag per conversation: a new message replaces the last one's notification.
      return { ...t.message(found.other.name, text, message.kind, found.other.gender), tag: `chat-${reason.matchId}`, url: `/home?tab=matches&chat=${reason.matchId}`, matchId: reason.matchId, unread };
    }
    case "superLike": {
      const [from] = await deps.db
        .select({ name: users.name, gender: users.gender })
        .from(users)
        .where(and(eq(users.id, reason.fromUserId), activeMember(), notBlockedWith(user.id, users.id)))
        .limit(1);
      if (!from) return null;
      return { ...t.superLike(from.name, from.gender), tag: `super-like-${reason.fromUserId}`, url: "/home" };
    }
    case "likesWaiting":
      // "Likes you" is a Premium list; one notification (tag) stands for all waiting likes.
      return isPremium(user, now) ? { ...t.likesWaiting, tag: "likes", url: "/home?tab=premium" } : null;
    case "boostEnded":
      return user.boostedUntil && user.boostedUntil > now ? null : { ...t.boostEnded, tag: "boost", url: "/home?tab=premium" };
  }
}

/**
 * Decides whether and what to send (the member's switches, quiet hours, the event still holding),
 * in the member's language, then queues one delivery per device, so a device whose push service is
 * down is retried on its own without sending twice to the others.
 */
export const pushNotifyJob: JobKind<Deps, PushReason> = {
  name: "push.notify",
  async run(deps, reason) {
    const [user] = await deps.db
      .select()
      .from(users)
      .where(and(eq(users.id, reason.userId), activeMember()))
      .limit(1);
    if (!user) return;
    const settings = pushSettingsOf(user);
    if (!settings[EVENT_SWITCH[reason.event]] || inQuietHours(settings, deps.clock.now())) return;
    const devices = await subscriptionsOf(deps.db, user.id);
    if (devices.length === 0) return;
    const body = await content(deps, user, reason, settings.pushMessagePreview);
    if (!body) return;
    const payload: PushPayload = { event: reason.event, lang: user.language, dir: user.language === "ar" ? "rtl" : "ltr", ...body };
    for (const device of devices) await queueDelivery(deps, device.id, payload);
  },
  summary: (reason) => reason,
};

/**
 * Queues a notification; `runAt` delays it (a boost's end). Never throws: a lost notification must
 * not fail the like or message that caused it.
 */
export async function queuePush(deps: Deps, reason: PushReason, opts: { runAt?: Date } = {}): Promise<void> {
  try {
    await deps.jobs.enqueue(pushNotifyJob.name, reason, opts);
  } catch (err) {
    deps.log.warn({ err, event: reason.event, userId: reason.userId }, "push not queued");
  }
}
