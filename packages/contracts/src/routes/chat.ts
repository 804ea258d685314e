import {
  idempotencyHeadersSchema,
  messageListSchema,
  messageParamsSchema,
  messageSchema,
  messagesQuerySchema,
  reactSchema,
  sendMessageSchema,
} from "../chat";
import { matchIdParamsSchema } from "../matches";
import { heldSendSchema } from "../trust";
import { route } from "./route";

/** A match's conversation: messages, sending, unsending and reactions. */
export const chatRoutes = {
  messages: route({
    method: "GET",
    path: "/api/matches/:id/messages",
    summary: "A conversation's messages, newest page first",
    params: matchIdParamsSchema,
    query: messagesQuerySchema,
    response: messageListSchema,
    access: "member",
  }),
  send: route({
    method: "POST",
    path: "/api/matches/:id/messages",
    summary: "Send a text message (optional Idempotency-Key: a repeat answers the first send)",
    params: matchIdParamsSchema,
    headers: idempotencyHeadersSchema,
    body: sendMessageSchema,
    response: messageSchema,
    status: 201,
    otherResponses: { 202: heldSendSchema },
    access: "member",
  }),
  unsend: route({
    method: "DELETE",
    path: "/api/matches/:id/messages/:messageId",
    summary: "Unsend a message for everyone",
    params: messageParamsSchema,
    response: messageSchema,
    access: "member",
  }),
  react: route({
    method: "PUT",
    path: "/api/matches/:id/messages/:messageId/reaction",
    summary: "React to a message",
    params: messageParamsSchema,
    body: reactSchema,
    response: messageSchema,
    access: "member",
  }),
  unreact: route({
    method: "DELETE",
    path: "/api/matches/:id/messages/:messageId/reaction",
    summary: "Remove one's reaction",
    params: messageParamsSchema,
    response: messageSchema,
    access: "member",
  }),
};
