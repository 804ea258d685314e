import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount, currentUser } from "../auth";
import { rateLimit } from "../platform/rate-limit";
import { liveAnalytics, recordPageView, visitorAnalytics } from "./service";
import { mailQueueOverview } from "./mail-queue";

/** HTTP routes of the analytics feature (registered under /api by app.ts). */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  // Anonymous allowed. request.ip honours X-Forwarded-For only when TRUST_PROXY is set (behind our proxy).
  mount(app, routes.analytics.pageview, { config: rateLimit(app.deps.config, "pageView") }, async (request, reply) => {
    await recordPageView(app.deps, {
      path: request.body.path,
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
      user: await currentUser(request),
    });
    return reply.status(204).send();
  });

  mount(app, routes.analytics.visitors, async () => visitorAnalytics(app.deps));

  mount(app, routes.analytics.live, async () => liveAnalytics(app.deps));

  mount(app, routes.analytics.mailQueue, async () => mailQueueOverview(app.deps));
};
