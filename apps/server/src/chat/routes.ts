import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  idempotencyHeadersSchema,
  matchIdParamsSchema,
  messageListSchema,
  messageParamsSchema,
  messageSchema,
  messagesQuerySchema,
  reactSchema,
  sendMessageSchema,
  heldSendSchema,
} from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { chargeMessage, refundSend } from "./member-limits";
import { idempotencyKeyOf, replayOf } from "./idempotency";
import { rateLimit } from "../platform/rate-limit";
import { reactToMessage, removeMyReaction, unsendMessage } from "./actions";
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
      schema: { params: matchIdParamsSchema, headers: idempotencyHeadersSchema, body: sendMessageSchema, response: { 201: messageSchema, 202: heldSendSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      try {
        await chargeMessage(app.deps, request.user.id);
      } catch (err) {
        // Out of budget: a repeat of a message already sent is still answered (rare, so asked only here).
        const earlier = key && (await replayOf(app.deps, request.user, key, { ...request.body, matchId: request.params.id, kind: "text" }));
        if (earlier) return reply.status(201).header("Idempotent-Replayed", "true").send(earlier);
        throw err;
      }
      const sent = await sendMessage(app.deps, request.user, request.params.id, request.body, key);
      // A held member's first message is kept, not delivered (docs/trust-and-safety.md).
      if ("held" in sent) return reply.status(202).send(sent);
      if (sent.replayed) {
        await refundSend(app.deps, request.user.id);
        reply.header("Idempotent-Replayed", "true");
      }
      return reply.status(201).send(sent.message);
    },
  );

  // Unsend: the sender, within 15 minutes; the message stays as "message removed" for both.
  app.delete(
    "/matches/:id/messages/:messageId",
    { preHandler: requireUser, schema: { params: messageParamsSchema, response: { 200: messageSchema } } },
    async (request) => unsendMessage(app.deps, request.user, request.params.id, request.params.messageId),
  );

  app.put(
    "/matches/:id/messages/:messageId/reaction",
    {
      preHandler: requireUser,
      config: rateLimit(app.deps.config, "message"),
      schema: { params: messageParamsSchema, body: reactSchema, response: { 200: messageSchema } },
    },
    async (request) => reactToMessage(app.deps, request.user, request.params.id, request.params.messageId, request.body.emoji),
  );

  app.delete(
    "/matches/:id/messages/:messageId/reaction",
    { preHandler: requireUser, schema: { params: messageParamsSchema, response: { 200: messageSchema } } },
    async (request) => removeMyReaction(app.deps, request.user, request.params.id, request.params.messageId),
  );
};
