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
    params: matchIdParamsSchema,
    query: messagesQuerySchema,
    response: messageListSchema,
    access: "member",
  }),
  send: route({
    method: "POST",
    path: "/api/matches/:id/messages",
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
    params: messageParamsSchema,
    response: messageSchema,
    access: "member",
  }),
  react: route({
    method: "PUT",
    path: "/api/matches/:id/messages/:messageId/reaction",
    params: messageParamsSchema,
    body: reactSchema,
    response: messageSchema,
    access: "member",
  }),
  unreact: route({
    method: "DELETE",
    path: "/api/matches/:id/messages/:messageId/reaction",
    params: messageParamsSchema,
    response: messageSchema,
    access: "member",
  }),
};
