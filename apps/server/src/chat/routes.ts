import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { matchIdParamsSchema, messageListSchema, messageSchema, messagesQuerySchema, sendMessageSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { rateLimit } from "../platform/rate-limit";
import { readMessages, sendMessage } from "./service";

/** HTTP routes of the chat feature (registered under /api by app.ts). */
export const chatRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/matches/:id/messages",
    { preHandler: requireUser, schema: { params: matchIdParamsSchema, querystring: messagesQuerySchema, response: { 200: messageListSchema } } },
    async (request) => readMessages(app.deps, request.user, request.params.id, request.query),
  );

  app.post(
    "/matches/:id/messages",
    {
      preHandler: requireUser,
      config: rateLimit(app.deps.config, "message"),
      schema: { params: matchIdParamsSchema, body: sendMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const message = await sendMessage(app.deps, request.user, request.params.id, request.body);
      return reply.status(201).send(message);
    },
  );
};
