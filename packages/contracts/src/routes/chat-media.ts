import { idempotencyHeadersSchema, messageParamsSchema, messageSchema } from "../chat";
import { matchIdParamsSchema } from "../matches";
import { heldSendSchema } from "../trust";
import { fileResponse, multipartBody, route } from "./route";

/** Photo and voice messages: multipart uploads, the served files, revealing a blurred photo. */
export const chatMediaRoutes = {
  /** Multipart: the image in field "photo". */
  sendPhoto: route({
    method: "POST",
    path: "/api/matches/:id/messages/photo",
    summary: "Send a photo message (optional Idempotency-Key)",
    params: matchIdParamsSchema,
    headers: idempotencyHeadersSchema,
    body: multipartBody,
    response: messageSchema,
    status: 201,
    otherResponses: { 202: heldSendSchema },
    access: "member",
  }),
  /** Multipart: fields "durationMs" and "waveform" first, then the recording in "voice". */
  sendVoice: route({
    method: "POST",
    path: "/api/matches/:id/messages/voice",
    summary: "Send a voice note (optional Idempotency-Key)",
    params: matchIdParamsSchema,
    headers: idempotencyHeadersSchema,
    body: multipartBody,
    response: messageSchema,
    status: 201,
    otherResponses: { 202: heldSendSchema },
    access: "member",
  }),
  /** A photo (JPEG) or a voice note's recording. */
  media: route({
    method: "GET",
    path: "/api/matches/:id/messages/:messageId/media",
    summary: "A chat photo or voice note file",
    params: messageParamsSchema,
    response: fileResponse("image/jpeg, audio/*"),
    access: "member",
  }),
  reveal: route({
    method: "POST",
    path: "/api/matches/:id/messages/:messageId/reveal",
    summary: "Reveal a blurred photo",
    params: messageParamsSchema,
    response: messageSchema,
    access: "member",
  }),
};
