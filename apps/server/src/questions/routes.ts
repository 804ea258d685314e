import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  answerBodySchema,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  memberIdParamsSchema,
  myAnswerListSchema,
  myAnswerSchema,
  questionIdParamsSchema,
  questionListSchema,
  questionsQuerySchema,
  theirAnswersSchema,
  type Language,
} from "@ulfa/contracts";
import { currentUser, requireUser } from "../auth/session";
import { signUpLanguage } from "../auth/language";
import { questionsIn } from "./bank";
import { answerQuestion, forgetAnswer, myAnswers, theirAnswers } from "./service";

const okSchema = z.object({ message: z.string() });

/**
 * The asked language: `?lang`, else the browser's Accept-Language when it names a language we
 * have, else the signed-in member's saved one, else the default.
 */
async function askedLanguage(request: FastifyRequest, lang: Language | undefined): Promise<Language> {
  if (lang) return lang;
  const header = request.headers["accept-language"];
  const fromHeader = header ? signUpLanguage(undefined, header) : null;
  if (header && fromHeader && (LANGUAGES as readonly string[]).some((l) => header.toLowerCase().includes(l))) return fromHeader;
  const member = await currentUser(request).catch(() => null);
  return member?.language ?? DEFAULT_LANGUAGE;
}

/** Questions that match (registered under /api; docs/questions.md). */
export const questionsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/questions", { schema: { querystring: questionsQuerySchema, response: { 200: questionListSchema } } }, async (request) =>
    questionsIn(await askedLanguage(request, request.query.lang)),
  );

  app.get("/questions/answers", { preHandler: requireUser, schema: { response: { 200: myAnswerListSchema } } }, async (request) =>
    myAnswers(request.user),
  );

  app.put(
    "/questions/:id/answer",
    { preHandler: requireUser, schema: { params: questionIdParamsSchema, body: answerBodySchema, response: { 200: myAnswerSchema } } },
    async (request) => answerQuestion(app.deps, request.user, request.params.id, request.body),
  );

  app.delete("/questions/:id/answer", { preHandler: requireUser, schema: { params: questionIdParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await forgetAnswer(app.deps, request.user, request.params.id);
    return { message: "Answer removed" };
  });

  app.get(
    "/users/:id/questions",
    { preHandler: requireUser, schema: { params: memberIdParamsSchema, querystring: questionsQuerySchema, response: { 200: theirAnswersSchema } } },
    async (request) => theirAnswers(app.deps, request.user, request.params.id, request.query.lang ?? request.user.language),
  );
};
