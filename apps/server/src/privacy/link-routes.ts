import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { CHAPERONES_MAX, routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { rateLimit } from "../platform/rate-limit";
import { chaperoneMessagePhoto, chaperonePage, chaperonePhoto, endChaperone, inviteChaperone, listChaperones, rescopeChaperoneOf } from "./chaperone";
import { dateSharePage, dateSharePhoto, listDateShares, presentDateShare, revokeDateShare, shareDate } from "./date-share";
import { checkInHelp, checkInOk } from "./check-in";

/**
 * Link pages and their photos are for the one person given the link: never kept or indexed, and
 * never named as a referrer (the path carries the link's secret).
 */
const NOT_KEPT = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/**
 * A member's chaperones (wali) and shared dates, and the read-only pages their links open for people
 * without an account (registered under /api). Anonymous link calls are rate limited per IP.
 */
export const privacyLinkRoutes: FastifyPluginAsync = async (app) => {
  // The headers go on before anything runs, so a refused or unknown link's answer carries them too.
  const linkLimit = {
    config: rateLimit(app.deps.config, "sharedLink"),
    onRequest: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(NOT_KEPT);
      done();
    },
  };
  const createLimit = { config: rateLimit(app.deps.config, "shareCreate") };

  mount(app, routes.privacyLinks.chaperones, async (request) => ({ chaperones: await listChaperones(app.deps, request.user), max: CHAPERONES_MAX }));

  mount(
    app,
    routes.privacyLinks.addChaperone,
    { ...createLimit },
    async (request, reply) => reply.code(201).send(await inviteChaperone(app.deps, request.user, request.body)),
  );

  mount(
    app,
    routes.privacyLinks.updateChaperone,
    { ...createLimit },
    async (request) => rescopeChaperoneOf(app.deps, request.user, request.params.id, request.body),
  );

  mount(app, routes.privacyLinks.removeChaperone, async (request) => {
    await endChaperone(app.deps, request.user, request.params.id);
    return { message: "Chaperone removed" };
  });

  mount(app, routes.privacyLinks.chaperoneView, { ...linkLimit }, async (request, reply) =>
    reply.send(await chaperonePage(app.deps, request.params.token)),
  );

  mount(app, routes.privacyLinks.chaperonePhoto, { ...linkLimit }, async (request, reply) =>
    reply
      .header("Content-Type", "image/jpeg")
      .send(await chaperonePhoto(app.deps, request.params.token, request.params.matchId)),
  );

  mount(app, routes.privacyLinks.chaperoneMessagePhoto, { ...linkLimit }, async (request, reply) => {
    const photo = await chaperoneMessagePhoto(app.deps, request.params.token, request.params.messageId);
    return reply.header("Content-Type", photo.contentType).send(photo.bytes);
  });

  mount(
    app,
    routes.privacyLinks.shareDate,
    { ...createLimit },
    async (request, reply) => reply.code(201).send(await shareDate(app.deps, request.user, request.params.id, request.body)),
  );

  // The same as /matches/:id/date-share, the match named in the body (the date check-in's contract).
  mount(app, routes.privacyLinks.createDateShare, { ...createLimit }, async (request, reply) => {
    const { matchId, ...plan } = request.body;
    return reply.code(201).send(await shareDate(app.deps, request.user, matchId, plan));
  });

  mount(app, routes.privacyLinks.dateShareOk, async (request) => presentDateShare(await checkInOk(app.deps, request.user.id, request.params.id)));

  mount(app, routes.privacyLinks.dateShareHelp, async (request) => presentDateShare(await checkInHelp(app.deps, request.user.id, request.params.id, request.body ?? undefined)));

  mount(app, routes.privacyLinks.dateShares, async (request) => ({ shares: await listDateShares(app.deps, request.user) }));

  mount(app, routes.privacyLinks.removeDateShare, async (request) => {
    await revokeDateShare(app.deps, request.user, request.params.id);
    return { message: "Link ended" };
  });

  mount(app, routes.privacyLinks.dateShareView, { ...linkLimit }, async (request, reply) =>
    reply.send(await dateSharePage(app.deps, request.params.token)),
  );

  mount(app, routes.privacyLinks.dateSharePhoto, { ...linkLimit }, async (request, reply) =>
    reply.header("Content-Type", "image/jpeg").send(await dateSharePhoto(app.deps, request.params.token)),
  );
};
