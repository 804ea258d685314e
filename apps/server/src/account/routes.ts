import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountMessageSchema, deactivateAccountSchema, reactivateAccountSchema } from "@ulfa/contracts";
import { clearSessionCookie, requireUser, setSessionCookie } from "../auth/session";
import { rateLimit } from "../platform/rate-limit";
import { DEACTIVATED_MESSAGE, deactivateAccount, REACTIVATED_MESSAGE, reactivateAccount } from "./service";

/** Account lifecycle: deactivate (30-day grace) and reactivate (registered under /api). */
export const accountRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/account/deactivate",
    { preHandler: requireUser, schema: { body: deactivateAccountSchema, response: { 200: accountMessageSchema } } },
    async (request, reply) => {
      await deactivateAccount(app.deps, request.user, request.body);
      clearSessionCookie(reply);
      return { message: DEACTIVATED_MESSAGE };
    },
  );

  app.post(
    "/account/reactivate",
    { config: rateLimit(app.deps.config, "reactivate"), schema: { body: reactivateAccountSchema, response: { 200: accountMessageSchema } } },
    async (request, reply) => {
      const session = await reactivateAccount(app.deps, request.body, request.ip);
      setSessionCookie(reply, app.deps, session.token, session.expiresAt);
      return { message: REACTIVATED_MESSAGE };
    },
  );
};
