import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { okMessageSchema, routes } from "@ulfa/contracts";
import { mount } from "../auth/mount";
import { rateLimit, type RateLimitName } from "../platform/rate-limit";
import type { Config } from "../platform/config";
import { clearSessionCookie, destroySession, sessionToken, signIn } from "./session";
import { AUTH_MESSAGES, confirmEmailChange, login, register, requestEmailChange, resendVerification, verifyEmailWithCode, verifyEmailWithLink } from "./service";
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
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  const message = { 200: okMessageSchema };

  mount(app, routes.auth.config, async () => ({ googleEnabled: config.oidc !== undefined }));

  mount(
    app,
    routes.auth.register,
    { config: rateLimit(config, "register", async () => (await app.deps.site.settings()).rules.signUpsPerHour) },
    async (request, reply) => {
      const language = signUpLanguage(request.body.language, request.headers["accept-language"]);
      return reply.status(201).send(await register(app.deps, { ...request.body, language }));
    },
  );

  mount(app, routes.auth.verifyEmail, { config: rateLimit(config, "verifyEmail") }, async (request, reply) => {
    const { user, canSignIn } = await verifyEmailWithCode(app.deps, request.body.email, request.body.code);
    // The web app reloads the page after a successful verification, which should land signed in.
    if (canSignIn) await signIn(reply, app.deps, user.id);
    return { verified: true, message: AUTH_MESSAGES.verified };
  });

  // The mailed link opens the web page /verify-email?token=, where the member confirms: that page POSTs
  // the token here. A POST is Origin-checked, so a cross-site page cannot sign a browser in as the
  // token's owner (login CSRF); only a same-site confirmation signs in.
  mount(app, routes.auth.verifyEmailLink, { config: rateLimit(config, "verifyEmail") }, async (request, reply) => {
    const result = await verifyEmailWithLink(app.deps, request.body.token);
    if (result.kind === "verified" && result.canSignIn) await signIn(reply, app.deps, result.user.id);
    return { verified: true, message: result.message };
  });

  // Kept for clients of the old link flow: it verifies, but a GET can be any site's navigation or
  // image, so it never signs in; the member then signs in with their password.
  mount(app, routes.auth.verifyEmailFromLink, { config: rateLimit(config, "verifyEmail") }, async (request) => {
    const result = await verifyEmailWithLink(app.deps, request.query.token);
    return { verified: true, message: result.message };
  });

  mount(
    app,
    routes.auth.resendVerification,
    { config: limitByIpAndEmail(config, "resendVerification") },
    async (request) => resendVerification(app.deps, request.body.email),
  );

  mount(app, routes.auth.login, { config: limitByIpAndEmail(config, "login") }, async (request, reply) => {
    const user = await login(app.deps, request.body, request.ip);
    // Replace, not add to, a session this browser may already hold.
    const previous = sessionToken(request);
    if (previous) await destroySession(app.deps, previous);
    await signIn(reply, app.deps, user.id);
    return { message: AUTH_MESSAGES.welcome, reactivated: false };
  });

  mount(app, routes.auth.logout, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await destroySession(app.deps, token);
    clearSessionCookie(reply);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  mount(
    app,
    routes.auth.forgotPassword,
    { config: limitByIpAndEmail(config, "forgotPassword") },
    async (request) => forgotPassword(app.deps, request.body.email),
  );

  mount(app, routes.auth.resetPassword, { config: rateLimit(config, "passwordReset") }, async (request, reply) => {
    const result = await resetPassword(app.deps, request.body.token, request.body.password);
    clearSessionCookie(reply);
    return result;
  });

  mount(
    app,
    routes.auth.changePassword,
    { config: rateLimit(config, "login") },
    async (request) => changePassword(app.deps, request.user, request.body, sessionToken(request)),
  );

  mount(
    app,
    routes.auth.changeEmail,
    { config: rateLimit(config, "login") },
    async (request) => requestEmailChange(app.deps, request.user, request.body.newEmail, request.body.password),
  );

  mount(
    app,
    routes.auth.confirmEmailChange,
    { config: rateLimit(config, "verifyEmail") },
    async (request) => confirmEmailChange(app.deps, request.user, request.body.code),
  );

  await app.register(googleRoutes);
};
