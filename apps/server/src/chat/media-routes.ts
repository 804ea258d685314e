import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { CHAT_PHOTO_MAX_BYTES, routes, VOICE_NOTE_MAX_BYTES, voiceNoteFieldsSchema } from "@ulfa/contracts";
import { mount } from "../auth/mount";
import { rateLimit } from "../platform/rate-limit";
import { chargeMediaBytes, chargeMediaUpload, chargeMessage, refundSend } from "./member-limits";
import { idempotencyKeyOf, replayOf } from "./idempotency";
import { notAnImage, notAVoiceNote, photoTooBig, voiceTooBig } from "./media";
import { readMessageMedia, revealMessageMedia, sendPhoto, sendVoiceNote } from "./media-service";
import type { Held, Sent } from "./sent";
import { uploaded } from "./upload";

/** Photo and voice messages and their authorized media route (registered under /api). */
export const chatMediaRoutes: FastifyPluginAsync = async (app) => {
  // Per member, before the body is read: the upload counts as a message and as an upload.
  const memberUploadLimit = async (request: FastifyRequest) => {
    await chargeMessage(app.deps, request.user.id);
    await chargeMediaUpload(app.deps, request.user.id);
  };
  // A repeated upload (same Idempotency-Key) is answered before its body is read or anything is
  // charged: its bytes are never stored again.
  const replayUpload = (kind: "photo" | "voice") => async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const key = idempotencyKeyOf(request);
    const earlier = key && (await replayOf(app.deps, request.user, key, { matchId: request.params.id, kind }));
    if (earlier) return reply.status(201).header("Idempotent-Replayed", "true").send(earlier);
  };
  // Two repeats at once both got past replayUpload: the loser's file is gone (media-service.ts); its charges go back.
  const answer = async (request: FastifyRequest, reply: FastifyReply, bytes: number, sent: Sent | Held) => {
    // A held member's first message is kept, not delivered (docs/trust-and-safety.md).
    if ("held" in sent) return reply.status(202).send(sent);
    if (sent.replayed) {
      await refundSend(app.deps, request.user.id, { bytes });
      reply.header("Idempotent-Replayed", "true");
    }
    return reply.status(201).send(sent.message);
  };

  // Multipart: the image in field "photo" (any format sharp reads; re-encoded to JPEG).
  mount(
    app,
    routes.chatMedia.sendPhoto,
    { preHandler: [replayUpload("photo"), memberUploadLimit], config: rateLimit(app.deps.config, "upload") },
    async (request, reply) => {
      const file = await uploaded(request, "photo", CHAT_PHOTO_MAX_BYTES, { invalid: notAnImage, tooBig: photoTooBig });
      await chargeMediaBytes(app.deps, request.user.id, file.bytes.length);
      const sent = await sendPhoto(app.deps, request.user, request.params.id, file.bytes, idempotencyKeyOf(request));
      return answer(request, reply, file.bytes.length, sent);
    },
  );

  // Multipart: fields "durationMs" and "waveform" (a JSON array of levels) first, then the recording in "voice".
  mount(
    app,
    routes.chatMedia.sendVoice,
    { preHandler: [replayUpload("voice"), memberUploadLimit], config: rateLimit(app.deps.config, "upload") },
    async (request, reply) => {
      const file = await uploaded(request, "voice", VOICE_NOTE_MAX_BYTES, { invalid: () => notAVoiceNote(), tooBig: voiceTooBig });
      await chargeMediaBytes(app.deps, request.user.id, file.bytes.length);
      const parsed = voiceNoteFieldsSchema.safeParse({ durationMs: file.fields.durationMs, waveform: parseJson(file.fields.waveform) });
      if (!parsed.success) throw notAVoiceNote(parsed.error.issues[0]?.message);
      const sent = await sendVoiceNote(app.deps, request.user, request.params.id, file.bytes, parsed.data, idempotencyKeyOf(request));
      return answer(request, reply, file.bytes.length, sent);
    },
  );

  // Never cached: a block or unmatch must end access at once, so every view asks again.
  mount(app, routes.chatMedia.media, async (request, reply) => {
    const media = await readMessageMedia(app.deps, request.user, request.params.id, request.params.messageId);
    return reply.header("Content-Type", media.contentType).header("Cache-Control", "private, no-store").send(media.bytes);
  });

  mount(app, routes.chatMedia.reveal, async (request) => revealMessageMedia(app.deps, request.user, request.params.id, request.params.messageId));
};

function parseJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
