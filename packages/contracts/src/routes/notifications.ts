import { notificationSettingsSchema, notificationSettingsUpdateSchema, unreadCountsSchema } from "../notifications";
import { route } from "./route";

/** Unread counts and notification settings. */
export const notificationsRoutes = {
  unread: route({ method: "GET", path: "/api/notifications/unread", response: unreadCountsSchema, access: "member" }),
  settings: route({ method: "GET", path: "/api/notifications/settings", response: notificationSettingsSchema, access: "member" }),
  saveSettings: route({
    method: "POST",
    path: "/api/notifications/settings",
    body: notificationSettingsUpdateSchema,
    response: notificationSettingsSchema,
    access: "member",
  }),
};
