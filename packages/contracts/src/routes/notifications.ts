import { notificationSettingsSchema, notificationSettingsUpdateSchema, unreadCountsSchema } from "../notifications";
import { route } from "./route";

/** Unread counts and notification settings. */
export const notificationsRoutes = {
  unread: route({
    method: "GET",
    path: "/api/notifications/unread",
    summary: "Unread messages and new matches, for badges",
    response: unreadCountsSchema,
    access: "member",
  }),
  settings: route({
    method: "GET",
    path: "/api/notifications/settings",
    summary: "Push notification settings",
    response: notificationSettingsSchema,
    access: "member",
  }),
  saveSettings: route({
    method: "POST",
    path: "/api/notifications/settings",
    summary: "Change push notification settings",
    body: notificationSettingsUpdateSchema,
    response: notificationSettingsSchema,
    access: "member",
  }),
};
