import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { OAuthError } from "@ulfa/contracts";
import { mount } from "../auth/mount";
import { routes } from "@ulfa/contracts";
import { notFound } from "../platform/errors";
import { signIn } from "./session";
import { signUpLanguage } from "./language";
import { decodeFlow, encodeFlow, finishGoogleFlow, memberForGoogleIdentity, OIDC_COOKIE, OIDC_COOKIE_PATH, OIDC_FLOW_TTL_MS, startGoogleFlow } from "./google";

/** "Continue with Google": any OpenID Connect provider (docs/configuration.md "Continue with Google"). */
export const googleRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;

  const failTo = (reply: FastifyReply, error: OAuthError) => reply.redirect(`/auth?error=${error}`, 302);
  const clearFlowCookie = (reply: FastifyReply) => reply.clearCookie(OIDC_COOKIE, { path: OIDC_COOKIE_PATH });

  mount(app, routes.google.start, async (request, reply) => {
    if (!config.oidc) throw notFound("Google sign-in is not configured");
    let started;
    try {
      started = await startGoogleFlow(app.deps, signUpLanguage(request.query.lang, request.headers["accept-language"]));
    } catch (err) {
      request.log.warn({ err }, "OIDC discovery failed");
      return failTo(reply, "google_failed");
    }
    // SameSite=Lax: the provider's redirect back is a top-level GET, which Lax cookies accompany.
    reply.setCookie(OIDC_COOKIE, encodeFlow(started.flow), {
      path: OIDC_COOKIE_PATH,
      httpOnly: true,
      sameSite: "lax",
      secure: config.appUrl.startsWith("https://"),
      signed: true,
      maxAge: OIDC_FLOW_TTL_MS / 1000,
    });
    return reply.redirect(started.url, 302);
  });

  mount(app, routes.google.callback, async (request, reply) => {
    if (!config.oidc) throw notFound("Google sign-in is not configured");
    const raw = request.cookies[OIDC_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    const flow = unsigned?.valid && unsigned.value ? decodeFlow(unsigned.value) : null;
    clearFlowCookie(reply);
    if (!flow || flow.expiresAt < app.deps.clock.now().getTime()) return failTo(reply, "google_failed");

    let member;
    try {
      const identity = await finishGoogleFlow(app.deps, request.url, flow);
      member = await memberForGoogleIdentity(app.deps, identity, flow.language === "ar" ? "ar" : "en");
    } catch (err) {
      request.log.warn({ err }, "Google sign-in failed");
      return failTo(reply, "google_failed");
    }
    if (!member) return failTo(reply, "user_not_found");
    try {
      await signIn(reply, app.deps, member.id);
    } catch (err) {
      request.log.error({ err }, "creating a session after Google sign-in failed");
      return failTo(reply, "session_failed");
    }
    return reply.redirect("/?oauth=success", 302);
  });
};
