import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount, currentUser } from "../auth";
import { announcementFor, dismissAnnouncement } from "./announcement";
import { markPoliciesSeen, policyNoticeFor } from "./policies";
import { adminSite, setSiteImage, updateSite } from "./service";
import { readSiteImage, storeSiteImage, uploadedImage } from "./images";

/**
 * The operator's site settings: GET /api/site (public part, anyone), GET and PATCH /api/admin/site
 * (admins; PATCH carries the `version` it was made on, a stale one answers 409 SETTINGS_CHANGED);
 * GET /api/site/policies and POST /api/site/policies/seen: a member's notice of a newer policy or terms;
 * GET /api/site/announcement: the banner for this reader (members, or visitors too when the admin chose);
 * POST /api/site/announcement/dismiss: a member hides the current one on all their devices.
 */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.site.site, async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return app.deps.site.publicSite();
  });
  mount(app, routes.site.announcement, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const user = await currentUser(request);
    return announcementFor(app.deps, user && !user.deactivatedAt && !user.suspendedAt ? user : null);
  });
  mount(app, routes.site.dismissAnnouncement, async (request, reply) => {
    await dismissAnnouncement(app.deps, request.user, request.body.id);
    return reply.status(204).send();
  });
  mount(app, routes.site.policies, async (request) => policyNoticeFor(app.deps, request.user));
  mount(app, routes.site.policiesSeen, async (request, reply) => {
    await markPoliciesSeen(app.deps, request.user);
    return reply.status(204).send();
  });
  // Logo and icon: POST multipart (field "image"), DELETE for the built-in one; served below.
  for (const [which, key, upload, remove] of [
    ["logo", "logoUrl", routes.site.uploadLogo, routes.site.removeLogo],
    ["icon", "iconUrl", routes.site.uploadIcon, routes.site.removeIcon],
  ] as const) {
    mount(app, upload, async (request) =>
      setSiteImage(app.deps, request.user, key, await storeSiteImage(app.deps, which, await uploadedImage(request))),
    );
    mount(app, remove, async (request) => setSiteImage(app.deps, request.user, key, null));
  }
  mount(app, routes.site.image, async (request, reply) => {
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
  mount(app, routes.site.admin, async () => adminSite(app.deps));
  mount(app, routes.site.update, async (request) => updateSite(app.deps, request.user, request.body));
};
