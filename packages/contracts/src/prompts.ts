import { z } from "zod";
import { intIdParam } from "./ids";
import { LANGUAGES } from "./constants";
import { isPromptId, PROMPT_ANSWER_MAX, PROMPTS_MAX } from "./prompt-library";
import { text } from "./text";

/** GET /api/prompts?lang= */
export const promptsQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export const promptListSchema = z.array(z.object({ id: z.string(), text: z.string() }));
export type PromptList = z.infer<typeof promptListSchema>;

/** One answered prompt as saved with PATCH /api/user. */
export const promptAnswerSchema = z
  .object({
    promptId: z.string().refine((id): boolean => isPromptId(id), "Unknown prompt id"),
    answer: text()
      .trim()
      .min(1, "An answer cannot be empty")
      .max(PROMPT_ANSWER_MAX, `An answer can be at most ${PROMPT_ANSWER_MAX} characters`),
  })
  .strict();
export type PromptAnswer = z.infer<typeof promptAnswerSchema>;
export const promptAnswersSchema = z
  .array(promptAnswerSchema)
  .max(PROMPTS_MAX, `At most ${PROMPTS_MAX} prompts`)
  .refine((list) => new Set(list.map((p) => p.promptId)).size === list.length, "Each prompt only once");

/** The spoken answer beside the written one, if any: where to play it (signed-in members only) and its length. */
const voiceFields = {
  voiceUrl: z.string().nullable(),
  voiceSeconds: z.number().int().nullable(),
};

/** A prompt answer as other members see it: the prompt's text in the reader's language. */
export const shownPromptSchema = z.object({ promptId: z.string(), text: z.string(), answer: z.string(), ...voiceFields });
export type ShownPrompt = z.infer<typeof shownPromptSchema>;

/** The member's own answered prompt (GET /api/user). */
export const ownPromptSchema = z.object({ promptId: z.string(), answer: z.string(), ...voiceFields });
export type OwnPrompt = z.infer<typeof ownPromptSchema>;

/** PUT and DELETE /api/user/prompts/:promptId/voice: a prompt the member answered in writing. */
export const promptIdParamsSchema = z.object({
  promptId: z.string().refine((id): boolean => isPromptId(id), "Unknown prompt id"),
});
/** GET /api/media/prompt-voices/:userId/:file */
export const promptVoiceFileParamsSchema = z.object({ userId: intIdParam(), file: z.string().max(64) });
/** What the voice routes answer: the member's prompts as GET /api/user lists them. */
export const ownPromptsSchema = z.object({ prompts: z.array(ownPromptSchema) });
export type OwnPrompts = z.infer<typeof ownPromptsSchema>;
