import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { CHAT_PHOTO_MAX_BYTES, routes, VOICE_NOTE_MAX_BYTES } from "@ulfa/contracts";
import { mount } from "../auth";
import { rateLimit } from "../platform/rate-limit";
import { idempotencyKeyOf } from "./idempotency";
import { notAnImage, notAVoiceNote, photoTooBig, voiceTooBig } from "./media";
import { readMessageMedia, revealMessageMedia } from "./media-service";
import { postPhoto, postVoiceNote, startUpload } from "./send-answer";
import { sendReply } from "./send-reply";
import { uploaded } from "./upload";

/** Photo and voice messages and their authorized media route (registered under /api). */
export const chatMediaRoutes: FastifyPluginAsync = async (app) => {
  // Before the body is read: a repeat is answered, anything else charged (chat/send-answer.ts).
  const beforeBody = (kind: "photo" | "voice") => async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const repeat = await startUpload(app.deps, request.user, request.params.id, kind, idempotencyKeyOf(request));
    if (repeat) return sendReply(reply, repeat);
  };

  // Multipart: the image in field "photo" (any format sharp reads; re-encoded to JPEG).
  mount(app, routes.chatMedia.sendPhoto, { preHandler: beforeBody("photo"), config: rateLimit(app.deps.config, "upload") }, async (request, reply) => {
    const file = await uploaded(request, "photo", CHAT_PHOTO_MAX_BYTES, { invalid: notAnImage, tooBig: photoTooBig });
    return sendReply(reply, await postPhoto(app.deps, request.user, request.params.id, file.bytes, idempotencyKeyOf(request)));
  });

  // Multipart: fields "durationMs" and "waveform" (a JSON array of levels) first, then the recording in "voice".
  mount(app, routes.chatMedia.sendVoice, { preHandler: beforeBody("voice"), config: rateLimit(app.deps.config, "upload") }, async (request, reply) => {
    const file = await uploaded(request, "voice", VOICE_NOTE_MAX_BYTES, { invalid: () => notAVoiceNote(), tooBig: voiceTooBig });
    return sendReply(reply, await postVoiceNote(app.deps, request.user, request.params.id, file.bytes, file.fields, idempotencyKeyOf(request)));
  });

  // Never cached: a block or unmatch must end access at once, so every view asks again.
  mount(app, routes.chatMedia.media, async (request, reply) => {
    const media = await readMessageMedia(app.deps, request.user, request.params.id, request.params.messageId);
    return reply.header("Content-Type", media.contentType).header("Cache-Control", "private, no-store").send(media.bytes);
  });

  mount(app, routes.chatMedia.reveal, async (request) => revealMessageMedia(app.deps, request.user, request.params.id, request.params.messageId));
};
