import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notificationSettingsSchema, unreadCountsSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { setEmailDigest, unreadCounts } from "./service";

/** HTTP routes of the notifications feature (registered under /api by app.ts). */
export const notificationsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/notifications/unread", { preHandler: requireUser, schema: { response: { 200: unreadCountsSchema } } }, async (request) =>
    unreadCounts(app.deps, request.user.id),
  );

  app.get("/notifications/settings", { preHandler: requireUser, schema: { response: { 200: notificationSettingsSchema } } }, async (request) => ({
    emailDigest: request.user.emailDigest,
  }));

  app.post(
    "/notifications/settings",
    { preHandler: requireUser, schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsSchema } } },
    async (request) => setEmailDigest(app.deps, request.user.id, request.body.emailDigest),
  );
};
