import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { hiddenWordsBodySchema, hiddenWordsSchema, matchIdParamsSchema, photoAccessSchema, snoozeBodySchema, snoozeStateSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { hidePhotos, revealPhotos } from "./photo-privacy";
import { snooze, snoozeStateOf, wake } from "./snooze";
import { hiddenWordsOf, saveHiddenWords } from "./hidden-words";

/** The member's own privacy calls: photo reveals, snooze, hidden words (registered under /api). */
export const privacyRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/matches/:id/photo-access",
    { preHandler: requireUser, schema: { params: matchIdParamsSchema, response: { 200: photoAccessSchema } } },
    async (request) => {
      await revealPhotos(app.deps, request.user, request.params.id);
      return { revealed: true };
    },
  );

  app.delete(
    "/matches/:id/photo-access",
    { preHandler: requireUser, schema: { params: matchIdParamsSchema, response: { 200: photoAccessSchema } } },
    async (request) => {
      await hidePhotos(app.deps, request.user, request.params.id);
      return { revealed: false };
    },
  );

  app.get("/account/snooze", { preHandler: requireUser, schema: { response: { 200: snoozeStateSchema } } }, async (request) =>
    snoozeStateOf(request.user, app.deps.clock.now()),
  );

  app.post("/account/snooze", { preHandler: requireUser, schema: { body: snoozeBodySchema, response: { 200: snoozeStateSchema } } }, async (request) =>
    snooze(app.deps, request.user, request.body.hours),
  );

  app.delete("/account/snooze", { preHandler: requireUser, schema: { response: { 200: snoozeStateSchema } } }, async (request) =>
    wake(app.deps, request.user),
  );

  app.get("/hidden-words", { preHandler: requireUser, schema: { response: { 200: hiddenWordsSchema } } }, async (request) => ({
    words: await hiddenWordsOf(app.deps.db, request.user.id),
  }));

  app.put("/hidden-words", { preHandler: requireUser, schema: { body: hiddenWordsBodySchema, response: { 200: hiddenWordsSchema } } }, async (request) => ({
    words: await saveHiddenWords(app.deps.db, request.user.id, request.body.words),
  }));
};
