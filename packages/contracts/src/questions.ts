import { z } from "zod";
import { intIdParam } from "./ids";
import { LANGUAGES, OPENING_MOVE_MAX_LENGTH, OPENING_MOVES_MAX, QUESTION_IMPORTANCE, TRAVEL_CITY_MAX } from "./constants";
import { QUESTION_TOPICS } from "./question-bank";
import { text } from "./text";



// --- Questions that match (docs/questions.md) ---

/** GET /api/questions?lang=: the bank in the asked language. */
export const questionsQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  topic: z.enum(QUESTION_TOPICS),
  choices: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.array(questionSchema);

export const questionImportanceSchema = z.enum(QUESTION_IMPORTANCE, { error: `must be one of ${QUESTION_IMPORTANCE.join(", ")}` });
export const questionIdParamsSchema = z.object({ id: z.string().min(1).max(60).regex(/^[a-z0-9_-]+$/, "not a question id") });

/** PUT /api/questions/:id/answer. Choices are checked against the question by the server (400 naming the field). */
export const answerBodySchema = z
  .object({
    choice: z.string({ error: "is required" }).min(1, "is required"),
    accept: z.array(z.string()).min(1, "must name at least one answer you would accept"),
    importance: questionImportanceSchema,
    /** Others may see this answer (default false). Faith answers also need the member's show-faith switch. */
    visible: z.boolean().optional(),
  })
  .strict();
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** One of the member's own answers (GET /api/questions/answers). */
export const myAnswerSchema = z.object({
  questionId: z.string(),
  choice: z.string(),
  accept: z.array(z.string()),
  importance: questionImportanceSchema,
  visible: z.boolean(),
});
export type MyAnswer = z.infer<typeof myAnswerSchema>;
export const myAnswerListSchema = z.array(myAnswerSchema);

/** GET /api/users/:id/questions: the percentage with one member and the answers they let others see. */
export const theirAnswersSchema = z.object({
  matchPercent: z.number().int().nullable(),
  common: z.number().int(),
  answers: z.array(z.object({ questionId: z.string(), question: z.string(), answer: z.string() })),
});
export type TheirAnswers = z.infer<typeof theirAnswersSchema>;
export const memberIdParamsSchema = z.object({ id: intIdParam() });

// --- Opening Moves (PATCH /api/user openingMoves) ---

export const openingMoveSchema = z
  .object({
    text: text()
      .trim()
      .min(1, "cannot be empty")
      .max(OPENING_MOVE_MAX_LENGTH, `must be at most ${OPENING_MOVE_MAX_LENGTH} characters`),
  })
  .strict();
export const openingMovesSchema = z.array(openingMoveSchema).max(OPENING_MOVES_MAX, `at most ${OPENING_MOVES_MAX} questions`);
export type OpeningMove = z.infer<typeof openingMoveSchema>;

/** GET /api/matches/:id/opening-moves: the other member's questions a first message may answer. */
export const matchOpeningMovesSchema = z.object({ openingMoves: z.array(openingMoveSchema), canAnswer: z.boolean() });

// --- Your Turn (GET /api/your-turn) ---

export const yourTurnSchema = z.object({
  /** The site's limit; 0: off. */
  limit: z.number().int(),
  /** New likes are refused (403 YOUR_TURN) until one of these is answered or ended. */
  blocked: z.boolean(),
  waiting: z.array(z.object({ matchId: z.number().int(), name: z.string(), since: z.string() })),
});
export type YourTurn = z.infer<typeof yourTurnSchema>;

// --- Travel (PUT/DELETE/GET /api/travel) ---

export const travelBodySchema = z
  .object({
    latitude: z.number({ error: "is required" }).min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90"),
    longitude: z.number({ error: "is required" }).min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180"),
    city: text().trim().min(1).max(TRAVEL_CITY_MAX).optional(),
    until: z.iso.datetime({ offset: true, error: "must be a date and time" }),
  })
  .strict();
export type TravelBody = z.infer<typeof travelBodySchema>;
export const travelStateSchema = z.object({
  travelling: z.boolean(),
  city: z.string().nullable(),
  until: z.string().nullable(),
  /** Site rule: travel is for premium members only. */
  premiumOnly: z.boolean(),
  maxDays: z.number().int(),
});
export type TravelState = z.infer<typeof travelStateSchema>;

/** GET /api/travel/cities?q=: the offline city list searched by English or Arabic name (the web's travel search). */
export const citySearchQuerySchema = z.object({ q: text().trim().min(1, "is required").max(TRAVEL_CITY_MAX) });
export const citySearchSchema = z.array(
  z.object({ city: z.string(), cityAr: z.string(), country: z.string(), latitude: z.number(), longitude: z.number() }),
);
export type CitySearchResult = z.infer<typeof citySearchSchema>;
