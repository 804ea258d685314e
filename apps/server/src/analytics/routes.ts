import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { liveAnalyticsSchema, mailQueueSchema, pageViewSchema, visitorAnalyticsSchema } from "@ulfa/contracts";
import { currentUser, requireAdmin } from "../auth/session";
import { rateLimit } from "../platform/rate-limit";
import { liveAnalytics, recordPageView, visitorAnalytics } from "./service";
import { mailQueueOverview } from "./mail-queue";

/** HTTP routes of the analytics feature (registered under /api by app.ts). */
export const analyticsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Anonymous allowed. request.ip honours X-Forwarded-For only when TRUST_PROXY is set (behind our proxy).
  app.post(
    "/analytics/pageview",
    { config: rateLimit(app.deps.config, "pageView"), schema: { body: pageViewSchema } },
    async (request, reply) => {
      await recordPageView(app.deps, {
        path: request.body.path,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
        user: await currentUser(request),
      });
      return reply.status(204).send();
    },
  );

  app.get("/analytics/visitors", { preHandler: requireAdmin, schema: { response: { 200: visitorAnalyticsSchema } } }, async () =>
    visitorAnalytics(app.deps),
  );

  app.get("/analytics/live", { preHandler: requireAdmin, schema: { response: { 200: liveAnalyticsSchema } } }, async () =>
    liveAnalytics(app.deps),
  );

  app.get("/analytics/mail-queue", { preHandler: requireAdmin, schema: { response: { 200: mailQueueSchema } } }, async () =>
    mailQueueOverview(app.deps),
  );
};
