import { z } from "zod";
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

/** A prompt answer as other members see it: the prompt's text in the reader's language. */
export const shownPromptSchema = z.object({ promptId: z.string(), text: z.string(), answer: z.string() });
export type ShownPrompt = z.infer<typeof shownPromptSchema>;
