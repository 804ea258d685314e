import type { FastifyPluginAsync } from "fastify";
import { routes, VOICE_NOTE_MAX_BYTES } from "@ulfa/contracts";
import { mount } from "../auth";
import { chargeMediaBytes, chargeMediaUpload, uploaded, voiceTooBig } from "../chat";
import { rateLimit } from "../platform/rate-limit";
import { notAVoiceAnswer, removePromptVoice, savePromptVoice } from "./voice";
import { readPromptVoice } from "./voice-access";

/**
 * Files never change under a name (a new recording gets a new one), so a member's browser may keep
 * what it was allowed to hear; "private" keeps shared caches from handing it to anyone else.
 */
const PRIVATE_IMMUTABLE = "private, max-age=31536000, immutable";

/** Voice answers to prompts: the member's own upload and removal, and playback (registered under /api). */
export const promptVoiceRoutes: FastifyPluginAsync = async (app) => {

  // Multipart: the recording in field "voice". The same per-member upload count and byte budget as chat media.
  mount(
    app,
    routes.promptVoice.upload,
    {
      preHandler: async (request) => chargeMediaUpload(app.deps, request.user.id),
      config: rateLimit(app.deps.config, "upload"),
    },
    async (request) => {
      const file = await uploaded(request, "voice", VOICE_NOTE_MAX_BYTES, { invalid: () => notAVoiceAnswer(), tooBig: voiceTooBig });
      await chargeMediaBytes(app.deps, request.user.id, file.bytes.length);
      return { prompts: await savePromptVoice(app.deps, request.user, request.params.promptId, file.bytes) };
    },
  );

  mount(app, routes.promptVoice.remove, async (request) => ({ prompts: await removePromptVoice(app.deps, request.user, request.params.promptId) }),
  );

  // Only to members who may see the profile (the owner, moderators, whom visibility/policy.ts allows); anyone else,
  // a blocked member included, gets the same 404 as a name that does not exist.
  mount(app, routes.promptVoice.play, async (request, reply) => {
    const voice = await readPromptVoice(app.deps, request.user, request.params.userId, request.params.file);
    return reply.header("Content-Type", voice.contentType).header("Cache-Control", PRIVATE_IMMUTABLE).send(voice.bytes);
  });
};
