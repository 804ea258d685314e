import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminSiteResponse, announcementResponse, policyNotice, publicSite, siteImageParams, siteImageQuery, siteSettingsPatch } from "@ulfa/contracts";
import { currentUser, requireAdmin, requireUser } from "../auth/session";
import { announcementFor } from "./announcement";
import { markPoliciesSeen, policyNoticeFor } from "./policies";
import { adminSite, setSiteImage, updateSite } from "./service";
import { readSiteImage, storeSiteImage, uploadedImage } from "./images";

/**
 * The operator's site settings: GET /api/site (public part, anyone), GET and PATCH /api/admin/site
 * (admins; PATCH carries the `version` it was made on, a stale one answers 409 SETTINGS_CHANGED);
 * GET /api/site/policies and POST /api/site/policies/seen: a member's notice of a newer policy or terms;
 * GET /api/site/announcement: the banner for this reader (members, or visitors too when the admin chose).
 */
export const siteRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/site", { schema: { response: { 200: publicSite } } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return app.deps.site.publicSite();
  });
  app.get("/site/announcement", { schema: { response: { 200: announcementResponse } } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const user = await currentUser(request);
    return announcementFor(app.deps, Boolean(user && !user.deactivatedAt && !user.suspendedAt));
  });
  app.get("/site/policies", { preHandler: requireUser, schema: { response: { 200: policyNotice } } }, async (request) =>
    policyNoticeFor(app.deps, request.user),
  );
  app.post("/site/policies/seen", { preHandler: requireUser }, async (request, reply) => {
    await markPoliciesSeen(app.deps, request.user);
    return reply.status(204).send();
  });
  // Logo and icon: POST multipart (field "image"), DELETE for the built-in one; served below.
  for (const which of ["logo", "icon"] as const) {
    const key = which === "logo" ? "logoUrl" : "iconUrl";
    app.post(`/admin/site/${which}`, { preHandler: requireAdmin, schema: { response: { 200: adminSiteResponse } } }, async (request) =>
      setSiteImage(app.deps, request.user, key, await storeSiteImage(app.deps, which, await uploadedImage(request))),
    );
    app.delete(`/admin/site/${which}`, { preHandler: requireAdmin, schema: { response: { 200: adminSiteResponse } } }, async (request) =>
      setSiteImage(app.deps, request.user, key, null),
    );
  }
  app.get("/site/images/:name", { schema: { params: siteImageParams, querystring: siteImageQuery } }, async (request, reply) => {
    const { size, format } = request.query;
    const bytes = await readSiteImage(app.deps, request.params.name, size, format);
    // Stored names are never reused: the file can be cached for good. The logo and icon are public
    // (the landing page shows them), and a mail shows the logo from a mail client's own origin or
    // its image proxy: same-origin would leave it broken there.
    return reply
      .header("Content-Type", format === "png" ? "image/png" : "image/webp")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Cross-Origin-Resource-Policy", "cross-origin")
      .send(bytes);
  });
  app.get("/admin/site", { preHandler: requireAdmin, schema: { response: { 200: adminSiteResponse } } }, async () => adminSite(app.deps));
  app.patch("/admin/site", { preHandler: requireAdmin, schema: { body: siteSettingsPatch, response: { 200: adminSiteResponse } } }, async (request) =>
    updateSite(app.deps, request.user, request.body),
  );
};
