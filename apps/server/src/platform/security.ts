import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery defence on top of SameSite=Lax cookies: a state-changing call from a
 * browser must come from our own origin. Non-browser clients (no Origin, no Sec-Fetch-Site) pass;
 * they cannot carry a victim's cookie.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigin: string, exemptPrefixes: string[] = []): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== allowedOrigin) throw new AppError(403, "BAD_ORIGIN", "Cross-origin request refused");
      return;
    }
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      throw new AppError(403, "BAD_ORIGIN", "Cross-origin request refused");
    }
  });
}

/** Conservative security headers for every answer. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Permissions-Policy", "camera=(self), geolocation=(self), microphone=()");
  });
}
