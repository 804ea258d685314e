import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  authConfigSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeResponseSchema,
  confirmEmailChangeSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  okMessageSchema,
  registerResponseSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailCodeSchema,
  verifyEmailLinkSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from "@ulfa/contracts";
import { rateLimit, type RateLimitName } from "../platform/rate-limit";
import type { Config } from "../platform/config";
import { clearSessionCookie, destroySession, requireUser, sessionToken, signIn } from "./session";
import {
  AUTH_MESSAGES,
  confirmEmailChange,
  login,
  register,
  requestEmailChange,
  resendVerification,
  verifyEmailWithCode,
  verifyEmailWithLink,
} from "./service";
import { changePassword, forgotPassword, resetPassword } from "./password-service";
import { googleRoutes } from "./google-routes";
import { signUpLanguage } from "./language";

/**
 * A rate limit counted after the body is parsed, keyed by client IP plus the e-mail in the body,
 * so one attacker cannot lock every account out and one account cannot be guessed from many IPs
 * faster than the per-IP limit of the other routes allows.
 */
function limitByIpAndEmail(config: Config, name: RateLimitName) {
  const { rateLimit: limit } = rateLimit(config, name);
  return {
    rateLimit: {
      ...limit,
      hook: "preHandler" as const,
      keyGenerator: (request: FastifyRequest) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `${request.ip}|${typeof email === "string" ? email.toLowerCase() : ""}`;
      },
    },
  };
}

/** HTTP routes of the auth feature (registered under /api by app.ts). Rules live in service.ts. */
export const authRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const message = { 200: okMessageSchema };

  app.get("/auth/config", { schema: { response: { 200: authConfigSchema } } }, async () => ({ googleEnabled: config.oidc !== undefined }));

  app.post(
    "/auth/register",
    {
      config: rateLimit(config, "register", async () => (await app.deps.site.settings()).rules.signUpsPerHour),
      schema: { body: registerSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const language = signUpLanguage(request.body.language, request.headers["accept-language"]);
      return reply.status(201).send(await register(app.deps, { ...request.body, language }));
    },
  );

  app.post(
    "/auth/verify-email",
    { config: rateLimit(config, "verifyEmail"), schema: { body: verifyEmailCodeSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request, reply) => {
      const { user, canSignIn } = await verifyEmailWithCode(app.deps, request.body.email, request.body.code);
      // The web app reloads the page after a successful verification, which should land signed in.
      if (canSignIn) await signIn(reply, app.deps, user.id);
      return { verified: true, message: AUTH_MESSAGES.verified };
    },
  );

  // The mailed link opens the web page /verify-email?token=, where the member confirms: that page POSTs
  // the token here. A POST is Origin-checked, so a cross-site page cannot sign a browser in as the
  // token's owner (login CSRF); only a same-site confirmation signs in.
  app.post(
    "/auth/verify-email/link",
    { config: rateLimit(config, "verifyEmail"), schema: { body: verifyEmailLinkSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request, reply) => {
      const result = await verifyEmailWithLink(app.deps, request.body.token);
      if (result.kind === "verified" && result.canSignIn) await signIn(reply, app.deps, result.user.id);
      return { verified: true, message: result.message };
    },
  );

  // Kept for clients of the old link flow: it verifies, but a GET can be any site's navigation or
  // image, so it never signs in; the member then signs in with their password.
  app.get(
    "/auth/verify-email",
    { config: rateLimit(config, "verifyEmail"), schema: { querystring: verifyEmailQuerySchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => {
      const result = await verifyEmailWithLink(app.deps, request.query.token);
      return { verified: true, message: result.message };
    },
  );

  app.post(
    "/auth/resend-verification",
    { config: limitByIpAndEmail(config, "resendVerification"), schema: { body: resendVerificationSchema, response: message } },
    async (request) => resendVerification(app.deps, request.body.email),
  );

  app.post(
    "/auth/login",
    { config: limitByIpAndEmail(config, "login"), schema: { body: loginSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const user = await login(app.deps, request.body, request.ip);
      // Replace, not add to, a session this browser may already hold.
      const previous = sessionToken(request);
      if (previous) await destroySession(app.deps, previous);
      await signIn(reply, app.deps, user.id);
      return { message: AUTH_MESSAGES.welcome, reactivated: false };
    },
  );

  app.post("/auth/logout", { schema: { response: message } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await destroySession(app.deps, token);
    clearSessionCookie(reply);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  app.post(
    "/auth/forgot-password",
    { config: limitByIpAndEmail(config, "forgotPassword"), schema: { body: forgotPasswordSchema, response: message } },
    async (request) => forgotPassword(app.deps, request.body.email),
  );

  app.post(
    "/auth/reset-password",
    { config: rateLimit(config, "passwordReset"), schema: { body: resetPasswordSchema, response: message } },
    async (request, reply) => {
      const result = await resetPassword(app.deps, request.body.token, request.body.password);
      clearSessionCookie(reply);
      return result;
    },
  );

  app.post(
    "/auth/change-password",
    { preHandler: requireUser, config: rateLimit(config, "login"), schema: { body: changePasswordSchema, response: message } },
    async (request) => changePassword(app.deps, request.user, request.body, sessionToken(request)),
  );

  app.post(
    "/auth/change-email",
    { preHandler: requireUser, config: rateLimit(config, "login"), schema: { body: changeEmailSchema, response: message } },
    async (request) => requestEmailChange(app.deps, request.user, request.body.newEmail, request.body.password),
  );

  app.post(
    "/auth/confirm-email-change",
    {
      preHandler: requireUser,
      config: rateLimit(config, "verifyEmail"),
      schema: { body: confirmEmailChangeSchema, response: { 200: confirmEmailChangeResponseSchema } },
    },
    async (request) => confirmEmailChange(app.deps, request.user, request.body.code),
  );

  await app.register(googleRoutes);
};
