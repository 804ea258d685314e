import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  chaperoneCreatedSchema,
  chaperoneInviteSchema,
  chaperoneListSchema,
  chaperoneScopeSchema,
  chaperoneUpdatedSchema,
  chaperoneViewSchema,
  CHAPERONES_MAX,
  dateShareBodySchema,
  dateShareCreatedSchema,
  dateShareCreateSchema,
  dateShareSchema,
  dateHelpBodySchema,
  linkIdParamsSchema,
  dateShareListSchema,
  dateShareViewSchema,
  intIdParam,
  matchIdParamsSchema,
  tokenParamsSchema,
} from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { rateLimit } from "../platform/rate-limit";
import { chaperoneMessagePhoto, chaperonePage, chaperonePhoto, endChaperone, inviteChaperone, listChaperones, rescopeChaperoneOf } from "./chaperone";
import { dateSharePage, dateSharePhoto, listDateShares, presentDateShare, revokeDateShare, shareDate } from "./date-share";
import { checkInHelp, checkInOk } from "./check-in";

const okSchema = z.object({ message: z.string() });
const chaperonePhotoParams = tokenParamsSchema.extend({ matchId: intIdParam() });
const chaperoneMessageParams = tokenParamsSchema.extend({ messageId: intIdParam() });
/**
 * Link pages and their photos are for the one person given the link: never kept or indexed, and
 * never named as a referrer (the path carries the link's secret).
 */
const NOT_KEPT = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/**
 * A member's chaperones (wali) and shared dates, and the read-only pages their links open for people
 * without an account (registered under /api). Anonymous link calls are rate limited per IP.
 */
export const privacyLinkRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The headers go on before anything runs, so a refused or unknown link's answer carries them too.
  const linkLimit = {
    config: rateLimit(app.deps.config, "sharedLink"),
    onRequest: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(NOT_KEPT);
      done();
    },
  };
  const createLimit = { config: rateLimit(app.deps.config, "shareCreate") };

  app.get("/chaperones", { preHandler: requireUser, schema: { response: { 200: chaperoneListSchema } } }, async (request) => ({
    chaperones: await listChaperones(app.deps, request.user),
    max: CHAPERONES_MAX,
  }));

  app.post(
    "/chaperones",
    { preHandler: requireUser, ...createLimit, schema: { body: chaperoneInviteSchema, response: { 201: chaperoneCreatedSchema } } },
    async (request, reply) => reply.code(201).send(await inviteChaperone(app.deps, request.user, request.body)),
  );

  app.patch(
    "/chaperones/:id",
    { preHandler: requireUser, ...createLimit, schema: { params: linkIdParamsSchema, body: chaperoneScopeSchema, response: { 200: chaperoneUpdatedSchema } } },
    async (request) => rescopeChaperoneOf(app.deps, request.user, request.params.id, request.body),
  );

  app.delete("/chaperones/:id", { preHandler: requireUser, schema: { params: linkIdParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await endChaperone(app.deps, request.user, request.params.id);
    return { message: "Chaperone removed" };
  });

  app.get("/chaperone/:token", { ...linkLimit, schema: { params: tokenParamsSchema, response: { 200: chaperoneViewSchema } } }, async (request, reply) =>
    reply.send(await chaperonePage(app.deps, request.params.token)),
  );

  app.get("/chaperone/:token/photo/:matchId", { ...linkLimit, schema: { params: chaperonePhotoParams } }, async (request, reply) =>
    reply
      .header("Content-Type", "image/jpeg")
      .send(await chaperonePhoto(app.deps, request.params.token, request.params.matchId)),
  );

  app.get("/chaperone/:token/messages/:messageId/photo", { ...linkLimit, schema: { params: chaperoneMessageParams } }, async (request, reply) => {
    const photo = await chaperoneMessagePhoto(app.deps, request.params.token, request.params.messageId);
    return reply.header("Content-Type", photo.contentType).send(photo.bytes);
  });

  app.post(
    "/matches/:id/date-share",
    { preHandler: requireUser, ...createLimit, schema: { params: matchIdParamsSchema, body: dateShareBodySchema, response: { 201: dateShareCreatedSchema } } },
    async (request, reply) => reply.code(201).send(await shareDate(app.deps, request.user, request.params.id, request.body)),
  );

  // The same as /matches/:id/date-share, the match named in the body (the date check-in's contract).
  app.post(
    "/date-shares",
    { preHandler: requireUser, ...createLimit, schema: { body: dateShareCreateSchema, response: { 201: dateShareCreatedSchema } } },
    async (request, reply) => {
      const { matchId, ...plan } = request.body;
      return reply.code(201).send(await shareDate(app.deps, request.user, matchId, plan));
    },
  );

  app.post("/date-shares/:id/ok", { preHandler: requireUser, schema: { params: linkIdParamsSchema, response: { 200: dateShareSchema } } }, async (request) =>
    presentDateShare(await checkInOk(app.deps, request.user.id, request.params.id)),
  );

  app.post(
    "/date-shares/:id/help",
    { preHandler: requireUser, schema: { params: linkIdParamsSchema, body: dateHelpBodySchema, response: { 200: dateShareSchema } } },
    async (request) => presentDateShare(await checkInHelp(app.deps, request.user.id, request.params.id, request.body ?? undefined)),
  );

  app.get("/date-shares", { preHandler: requireUser, schema: { response: { 200: dateShareListSchema } } }, async (request) => ({
    shares: await listDateShares(app.deps, request.user),
  }));

  app.delete("/date-shares/:id", { preHandler: requireUser, schema: { params: linkIdParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await revokeDateShare(app.deps, request.user, request.params.id);
    return { message: "Link ended" };
  });

  app.get("/date-share/:token", { ...linkLimit, schema: { params: tokenParamsSchema, response: { 200: dateShareViewSchema } } }, async (request, reply) =>
    reply.send(await dateSharePage(app.deps, request.params.token)),
  );

  app.get("/date-share/:token/photo", { ...linkLimit, schema: { params: tokenParamsSchema } }, async (request, reply) =>
    reply.header("Content-Type", "image/jpeg").send(await dateSharePhoto(app.deps, request.params.token)),
  );
};
