import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notificationSettingsSchema, notificationSettingsUpdateSchema, unreadCountsSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { saveNotificationSettings, unreadCounts } from "./service";
import { notificationSettingsOf } from "./push-settings";

/** HTTP routes of the notifications feature (registered under /api by app.ts). */
export const notificationsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/notifications/unread", { preHandler: requireUser, schema: { response: { 200: unreadCountsSchema } } }, async (request) =>
    unreadCounts(app.deps, request.user.id),
  );

  app.get("/notifications/settings", { preHandler: requireUser, schema: { response: { 200: notificationSettingsSchema } } }, async (request) =>
    notificationSettingsOf(request.user),
  );

  app.post(
    "/notifications/settings",
    { preHandler: requireUser, schema: { body: notificationSettingsUpdateSchema, response: { 200: notificationSettingsSchema } } },
    async (request) => saveNotificationSettings(app.deps, request.user, request.body),
  );
};
