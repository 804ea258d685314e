import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount, clearSessionCookie, setSessionCookie } from "../auth";
import { rateLimit } from "../platform/rate-limit";
import { DEACTIVATED_MESSAGE, deactivateAccount, REACTIVATED_MESSAGE, reactivateAccount } from "./service";

/** Account lifecycle: deactivate (30-day grace) and reactivate (registered under /api). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.account.deactivate, async (request, reply) => {
    await deactivateAccount(app.deps, request.user, request.body);
    clearSessionCookie(reply);
    return { message: DEACTIVATED_MESSAGE };
  });

  mount(app, routes.account.reactivate, { config: rateLimit(app.deps.config, "reactivate") }, async (request, reply) => {
    const session = await reactivateAccount(app.deps, request.body, request.ip);
    setSessionCookie(reply, app.deps, session.token, session.expiresAt);
    return { message: REACTIVATED_MESSAGE };
  });
};
