import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth/mount";
import { chargeMessage, refundSend } from "./member-limits";
import { idempotencyKeyOf, replayOf } from "./idempotency";
import { rateLimit } from "../platform/rate-limit";
import { reactToMessage, removeMyReaction, unsendMessage } from "./actions";
import { readMessages, sendMessage } from "./service";
import { tagged } from "../openapi/plugin";
import { chatMediaRoutes } from "./media-routes";
import { callRoutes } from "./call-routes";

/**
 * HTTP routes of the chat feature (registered under /api by app.ts): texts here, photo and voice
 * messages and the call configuration in their own plugins, each under its own tag in the reference.
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.chat.messages, async (request) => readMessages(app.deps, request.user, request.params.id, request.query));

  mount(app, routes.chat.send, { config: rateLimit(app.deps.config, "message") }, async (request, reply) => {
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
  });

  // Unsend: the sender, within 15 minutes; the message stays as "message removed" for both.
  mount(app, routes.chat.unsend, async (request) => unsendMessage(app.deps, request.user, request.params.id, request.params.messageId));

  mount(
    app,
    routes.chat.react,
    { config: rateLimit(app.deps.config, "message") },
    async (request) => reactToMessage(app.deps, request.user, request.params.id, request.params.messageId, request.body.emoji),
  );

  mount(app, routes.chat.unreact, async (request) => removeMyReaction(app.deps, request.user, request.params.id, request.params.messageId));

  await app.register(tagged(chatMediaRoutes));
  await app.register(tagged(callRoutes));
};
