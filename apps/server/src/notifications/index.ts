/**
 * What other folders use of notifications/: the unread counts (and their socket push after a new
 * message or match), a member's push settings and quiet hours (push/), the settings in an export,
 * and the e-mail digest job (app.ts).
 */
export { pushUnread, unreadCounts } from "./service";
export { inQuietHours, notificationSettingsOf, pushSettingsOf } from "./push-settings";
export { digestJob } from "./digest";
