import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownPromptsSchema, promptIdParamsSchema, promptVoiceFileParamsSchema, VOICE_NOTE_MAX_BYTES } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { chargeMediaBytes, chargeMediaUpload } from "../chat/member-limits";
import { voiceTooBig } from "../chat/media";
import { uploaded } from "../chat/upload";
import { rateLimit } from "../platform/rate-limit";
import { notAVoiceAnswer, removePromptVoice, savePromptVoice } from "./voice";
import { readPromptVoice } from "./voice-access";

/**
 * Files never change under a name (a new recording gets a new one), so a member's browser may keep
 * what it was allowed to hear; "private" keeps shared caches from handing it to anyone else.
 */
const PRIVATE_IMMUTABLE = "private, max-age=31536000, immutable";

/** Voice answers to prompts: the member's own upload and removal, and playback (registered under /api). */
export const promptVoiceRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Multipart: the recording in field "voice". The same per-member upload count and byte budget as chat media.
  app.put(
    "/user/prompts/:promptId/voice",
    {
      preHandler: [requireUser, async (request) => chargeMediaUpload(app.deps, request.user.id)],
      config: rateLimit(app.deps.config, "upload"),
      schema: { params: promptIdParamsSchema, response: { 200: ownPromptsSchema } },
    },
    async (request) => {
      const file = await uploaded(request, "voice", VOICE_NOTE_MAX_BYTES, { invalid: () => notAVoiceAnswer(), tooBig: voiceTooBig });
      await chargeMediaBytes(app.deps, request.user.id, file.bytes.length);
      return { prompts: await savePromptVoice(app.deps, request.user, request.params.promptId, file.bytes) };
    },
  );

  app.delete(
    "/user/prompts/:promptId/voice",
    { preHandler: requireUser, schema: { params: promptIdParamsSchema, response: { 200: ownPromptsSchema } } },
    async (request) => ({ prompts: await removePromptVoice(app.deps, request.user, request.params.promptId) }),
  );

  // Only to members who may see the profile (the owner, moderators, whom visibility/policy.ts allows); anyone else,
  // a blocked member included, gets the same 404 as a name that does not exist.
  app.get(
    "/media/prompt-voices/:userId/:file",
    { preHandler: requireUser, schema: { params: promptVoiceFileParamsSchema } },
    async (request, reply) => {
      const voice = await readPromptVoice(app.deps, request.user, request.params.userId, request.params.file);
      return reply.header("Content-Type", voice.contentType).header("Cache-Control", PRIVATE_IMMUTABLE).send(voice.bytes);
    },
  );
};
