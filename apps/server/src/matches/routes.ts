import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  blockBodySchema,
  blockListSchema,
  matchIdParamsSchema,
  matchListSchema,
  reportBodySchema,
  reportCreatedSchema,
  unmatchResponseSchema,
  userIdParamsSchema,
} from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { rateLimit } from "../platform/rate-limit";
import { listMatches, markMatchSeen, unmatch } from "./service";
import { blockMember, listBlocked, reportMember, unblockMember } from "./safety";

const okSchema = z.object({ message: z.string() });

/** HTTP routes of the matches feature, block and report (registered under /api by app.ts). */
export const matchesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/matches", { preHandler: requireUser, schema: { response: { 200: matchListSchema } } }, async (request) =>
    listMatches(app.deps, request.user),
  );

  app.delete("/matches/:id", { preHandler: requireUser, schema: { params: matchIdParamsSchema, response: { 200: unmatchResponseSchema } } }, async (request) => {
    await unmatch(app.deps, request.user, request.params.id);
    return { message: "Unmatched" };
  });

  app.post("/matches/:id/seen", { preHandler: requireUser, schema: { params: matchIdParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await markMatchSeen(app.deps, request.user, request.params.id);
    return { message: "Seen" };
  });

  app.get("/blocks", { preHandler: requireUser, schema: { response: { 200: blockListSchema } } }, async (request) => listBlocked(app.deps, request.user));

  app.post("/blocks", { preHandler: requireUser, schema: { body: blockBodySchema, response: { 201: okSchema } } }, async (request, reply) => {
    await blockMember(app.deps, request.user, request.body.userId);
    return reply.status(201).send({ message: "Blocked" });
  });

  app.delete("/blocks/:userId", { preHandler: requireUser, schema: { params: userIdParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await unblockMember(app.deps, request.user, request.params.userId);
    return { message: "Unblocked" };
  });

  app.post(
    "/reports",
    { preHandler: requireUser, config: rateLimit(app.deps.config, "report"), schema: { body: reportBodySchema, response: { 201: reportCreatedSchema } } },
    async (request, reply) => {
      const { id } = await reportMember(app.deps, request.user, request.body);
      return reply.status(201).send({ id, message: "Report submitted" });
    },
  );

};
