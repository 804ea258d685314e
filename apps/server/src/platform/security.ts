import type { FastifyInstance } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
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

/** The microphone records chat voice notes; (self) keeps it, like the camera, off for other origins. */
const PERMISSIONS_POLICY = "camera=(self), geolocation=(self), microphone=(self)";

/**
 * A JSON answer is never rendered as a document, so the headers that only steer documents (the
 * page CSP's sources, cross-origin opener, legacy IE/Flash/XSS-filter switches, DNS prefetch,
 * origin agent clusters) are noise on it: it keeps what OWASP's REST cheat sheet lists for APIs.
 * About 600 bytes less on every API call.
 */
const API_HEADERS = new Set([
  "content-security-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
]);
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Runs helmet's middleware once against a recorder: the headers it would set on every answer. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers for every answer, pages, assets and API alike: helmet's values with our
 * Content-Security-Policy (platform/csp.ts), framing refused, referrers trimmed, plus the
 * Permissions-Policy helmet does not set. Nothing in them depends on the request (no nonces), so
 * helmet runs once at start-up and each answer gets the finished headers (helmet per request was a
 * tenth of a health check's CPU time); JSON answers get the API subset.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = config.appOrigin.startsWith("https:");
  const page: Record<string, string> = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
      strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    }),
    "permissions-policy": PERMISSIONS_POLICY,
  };
  const api: Record<string, string> = {
    ...Object.fromEntries(Object.entries(page).filter(([name]) => API_HEADERS.has(name))),
    "content-security-policy": API_CSP,
  };
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook("onSend", (_request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    // A route that set its own Referrer-Policy (the link pages and their calls: no-referrer) keeps it,
    // and one that serves to other origins on purpose (the site's logo in mails) its resource policy.
    const ownReferrerPolicy = reply.getHeader("referrer-policy");
    const resourcePolicy = reply.getHeader("cross-origin-resource-policy");
    reply.headers(typeof type === "string" && type.startsWith("application/json") ? api : page);
    if (ownReferrerPolicy !== undefined) reply.header("referrer-policy", ownReferrerPolicy);
    if (resourcePolicy) reply.header("cross-origin-resource-policy", resourcePolicy);
    done(null, payload);
  });
}
