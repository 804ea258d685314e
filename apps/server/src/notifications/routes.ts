import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { saveNotificationSettings, unreadCounts } from "./service";
import { notificationSettingsOf } from "./push-settings";

/** HTTP routes of the notifications feature (registered under /api by app.ts). */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.notifications.unread, async (request) => unreadCounts(app.deps, request.user.id));

  mount(app, routes.notifications.settings, async (request) => notificationSettingsOf(request.user));

  mount(app, routes.notifications.saveSettings, async (request) => saveNotificationSettings(app.deps, request.user, request.body));
};
