import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import type { Config } from "./config";
import { cspDirectives } from "./csp";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery defence on top of SameSite=Lax cookies: a state-changing call from a
 * browser must come from our own origin. Non-browser clients (no Origin, no Sec-Fetch-Site) pass;
 * they cannot carry a victim's cookie.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigin: string, exemptPrefixes: string[] = []): void {
  // Callback-style hooks: they run on every request, and a sync hook costs no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return done();
    const origin = request.headers.origin;
    const site = request.headers["sec-fetch-site"];
    const crossSite = origin !== undefined ? origin !== allowedOrigin : site !== undefined && site !== "same-origin" && site !== "none";
    done(crossSite ? new AppError(403, "BAD_ORIGIN", "Cross-origin request refused") : undefined);
  });
}

/** HSTS once served over https: a year, subdomains included (the browser ignores it over http). */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Security headers for every answer, pages, assets and API alike: helmet with our
 * Content-Security-Policy (platform/csp.ts), framing refused, referrers trimmed, plus the
 * Permissions-Policy helmet does not set.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.appOrigin.startsWith("https:");
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  });
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook("onSend", (_request, reply, payload, done) => {
    // The microphone records chat voice notes; (self) keeps it, like the camera, off for other origins.
    reply.header("Permissions-Policy", "camera=(self), geolocation=(self), microphone=(self)");
    done(null, payload);
  });
}
