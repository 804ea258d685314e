import { okMessageSchema } from "../errors";
import {
  answerBodySchema,
  memberIdParamsSchema,
  myAnswerListSchema,
  myAnswerSchema,
  questionIdParamsSchema,
  questionListSchema,
  questionsQuerySchema,
  theirAnswersSchema,
} from "../questions";
import { route } from "./route";

/** Questions that match (docs/questions.md). */
export const questionsRoutes = {
  /** Public: the language is ?lang, else Accept-Language, else a signed-in member's own. */
  list: route({
    method: "GET",
    path: "/api/questions",
    summary: "The question bank in the asked language",
    query: questionsQuerySchema,
    response: questionListSchema,
    access: "optional",
  }),
  myAnswers: route({ method: "GET", path: "/api/questions/answers", summary: "The member's own answers", response: myAnswerListSchema, access: "member" }),
  answer: route({
    method: "PUT",
    path: "/api/questions/:id/answer",
    summary: "Answer a question: own choice, acceptable answers and importance",
    params: questionIdParamsSchema,
    body: answerBodySchema,
    response: myAnswerSchema,
    access: "member",
  }),
  forget: route({
    method: "DELETE",
    path: "/api/questions/:id/answer",
    summary: "Remove an answer",
    params: questionIdParamsSchema,
    response: okMessageSchema,
    access: "member",
  }),
  theirs: route({
    method: "GET",
    path: "/api/users/:id/questions",
    summary: "The match percentage with a member and the answers they show",
    params: memberIdParamsSchema,
    query: questionsQuerySchema,
    response: theirAnswersSchema,
    access: "member",
  }),
};
