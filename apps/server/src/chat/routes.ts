import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { idempotencyKeyOf } from "./idempotency";
import { postTextMessage } from "./send-answer";
import { rateLimit } from "../platform/rate-limit";
import { reactToMessage, removeMyReaction, unsendMessage } from "./actions";
import { readMessages } from "./service";
import { tagged } from "../openapi";
import { chatMediaRoutes } from "./media-routes";
import { sendReply } from "./send-reply";
import { callRoutes } from "./call-routes";

/**
 * HTTP routes of the chat feature (registered under /api by app.ts): texts here, photo and voice
 * messages and the call configuration in their own plugins, each under its own tag in the reference.
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.chat.messages, async (request) => readMessages(app.deps, request.user, request.params.id, request.query));

  mount(app, routes.chat.send, { config: rateLimit(app.deps.config, "message") }, async (request, reply) =>
    sendReply(reply, await postTextMessage(app.deps, request.user, request.params.id, request.body, idempotencyKeyOf(request))),
  );

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
