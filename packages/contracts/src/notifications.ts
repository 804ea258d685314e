import { z } from "zod";

/** GET /api/notifications/unread: matches not yet opened, messages not yet read. */
export const unreadCountsSchema = z.object({
  matches: z.number().int(),
  messages: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const notificationSettingsSchema = z.object({ emailDigest: z.boolean() }).strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Unread messages older than this are mentioned in the daily e-mail digest. */
export const DIGEST_MIN_AGE_MS = 60 * 60 * 1000;
/** At most one digest per member per this period. */
export const DIGEST_PERIOD_MS = 24 * 60 * 60 * 1000;
export const DIGEST_JOB_EVERY_MS = 15 * 60 * 1000;
