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
  list: route({ method: "GET", path: "/api/questions", query: questionsQuerySchema, response: questionListSchema, access: "optional" }),
  myAnswers: route({ method: "GET", path: "/api/questions/answers", response: myAnswerListSchema, access: "member" }),
  answer: route({
    method: "PUT",
    path: "/api/questions/:id/answer",
    params: questionIdParamsSchema,
    body: answerBodySchema,
    response: myAnswerSchema,
    access: "member",
  }),
  forget: route({ method: "DELETE", path: "/api/questions/:id/answer", params: questionIdParamsSchema, response: okMessageSchema, access: "member" }),
  theirs: route({
    method: "GET",
    path: "/api/users/:id/questions",
    params: memberIdParamsSchema,
    query: questionsQuerySchema,
    response: theirAnswersSchema,
    access: "member",
  }),
};
