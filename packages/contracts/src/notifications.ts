import { z } from "zod";
import { text } from "./text";

/** GET /api/notifications/unread: matches not yet opened, messages not yet read. */
export const unreadCountsSchema = z.object({
  matches: z.number().int(),
  messages: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** "HH:MM", 24-hour, the member's local time. */
const clockTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time as HH:MM");
const timeZone = text()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "must be an IANA time zone");

/**
 * The member's notification settings: the e-mail digest, and which Web Push events reach their
 * devices (notifications/push-settings.ts has the defaults). Quiet hours are in `timeZone`, the
 * zone of the browser that last saved them; both ends null: no quiet hours.
 */
export const notificationSettingsSchema = z
  .object({
    emailDigest: z.boolean(),
    pushMatch: z.boolean(),
    pushMessage: z.boolean(),
    /** Show the message text in the notification; off: only the sender's name. */
    pushMessagePreview: z.boolean(),
    pushSuperLike: z.boolean(),
    /** Premium: likes waiting in "Likes you". */
    pushLikesWaiting: z.boolean(),
    pushBoostEnded: z.boolean(),
    quietHoursStart: clockTime.nullable(),
    quietHoursEnd: clockTime.nullable(),
    timeZone,
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST /api/notifications/settings: any subset; quiet hours are set or cleared as a pair. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema
  .partial()
  .strict()
  .refine((s) => (s.quietHoursStart === undefined) === (s.quietHoursEnd === undefined), "quietHoursStart and quietHoursEnd go together")
  .refine((s) => (s.quietHoursStart === null) === (s.quietHoursEnd === null), "quietHoursStart and quietHoursEnd go together");
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** Unread messages older than this are mentioned in the daily e-mail digest. */
export const DIGEST_MIN_AGE_MS = 60 * 60 * 1000;
/** At most one digest per member per this period. */
export const DIGEST_PERIOD_MS = 24 * 60 * 60 * 1000;
export const DIGEST_JOB_EVERY_MS = 15 * 60 * 1000;
