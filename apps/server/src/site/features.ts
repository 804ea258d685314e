import type { FastifyInstance } from "fastify";
import type { SiteFeatures } from "@ulfa/contracts";
import { AppError } from "../platform/errors";

/**
 * The API paths of each feature an operator can switch off (site settings, features). While off,
 * they answer 404 FEATURE_OFF; the web app hides their screens. Premium's off switch stops new
 * purchases only: a provider's webhook still completes what was paid, and members keep what they have.
 */
const PATHS: Record<keyof SiteFeatures, (method: string, path: string) => boolean> = {
  map: (_m, p) => p.startsWith("/api/map/"),
  calls: (_m, p) => p.startsWith("/api/calls/"),
  surprise: (_m, p) => p === "/api/surprise-match",
  premium: (m, p) =>
    m === "POST" && ["/api/create-payment-intent", "/api/create-subscription", "/api/complete-purchase", "/api/payment-success"].includes(p),
};

export function registerFeatureSwitches(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const path = request.url.split("?")[0];
    const feature = (Object.keys(PATHS) as (keyof SiteFeatures)[]).find((name) => PATHS[name](request.method, path));
    // Only a switchable path reads the settings, so /api/health and the rest never wait on them.
    if (!feature) return;
    const { features } = await app.deps.site.settings();
    if (!features[feature]) throw new AppError(404, "FEATURE_OFF", `The ${feature} feature is turned off on this site`);
  });
}
