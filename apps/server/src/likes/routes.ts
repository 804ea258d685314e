import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { likeBodySchema, likeResultSchema, matchIdParamsSchema, openingLikesSchema, receivedLikesSchema, rewindResultSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { receivedLikes, rewindLastSwipe, swipe } from "./service";
import { openingLikes } from "./opening";

/** HTTP routes of the likes feature (registered under /api by app.ts). */
export const likesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post("/likes", { preHandler: requireUser, schema: { body: likeBodySchema, response: { 200: likeResultSchema } } }, async (request) =>
    swipe(deps, request.user, request.body),
  );

  app.get("/likes/received", { preHandler: requireUser, schema: { response: { 200: receivedLikesSchema } } }, async (request) =>
    receivedLikes(deps, request.user),
  );

  app.get("/likes/opening/:id", { preHandler: requireUser, schema: { params: matchIdParamsSchema, response: { 200: openingLikesSchema } } }, async (request) =>
    openingLikes(deps, request.user, request.params.id),
  );

  app.post("/likes/rewind", { preHandler: requireUser, schema: { response: { 200: rewindResultSchema } } }, async (request) =>
    rewindLastSwipe(deps, request.user),
  );
};
