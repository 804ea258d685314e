import type { NotificationSettings } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";

export type PushSettings = Omit<NotificationSettings, "emailDigest">;

/** Every event on, previews off (a locked phone shows no message text unless the member asks). */
export const PUSH_DEFAULTS: PushSettings = {
  pushMatch: true,
  pushMessage: true,
  pushMessagePreview: false,
  pushSuperLike: true,
  pushLikesWaiting: true,
  pushBoostEnded: true,
  quietHoursStart: null,
  quietHoursEnd: null,
  timeZone: "UTC",
};

export const pushSettingsOf = (row: Pick<UserRow, "pushSettings">): PushSettings => ({ ...PUSH_DEFAULTS, ...row.pushSettings });

export const notificationSettingsOf = (row: Pick<UserRow, "pushSettings" | "emailDigest">): NotificationSettings => ({
  emailDigest: row.emailDigest,
  ...pushSettingsOf(row),
});

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether `now` falls in the member's quiet hours, read on their clock. The range may cross
 * midnight (22:00-07:00); start equal to end means none.
 */
export function inQuietHours(settings: PushSettings, now: Date): boolean {
  const { quietHoursStart: start, quietHoursEnd: end } = settings;
  if (start === null || end === null || start === end) return false;
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: settings.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = part("hour") * 60 + part("minute");
  const [from, to] = [minutesOf(start), minutesOf(end)];
  return from < to ? local >= from && local < to : local >= from || local < to;
}
