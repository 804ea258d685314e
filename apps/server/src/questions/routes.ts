import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, LANGUAGES, routes, type Language } from "@ulfa/contracts";
import { currentUser, mount, signUpLanguage } from "../auth";
import { questionsIn } from "./bank";
import { answerQuestion, forgetAnswer, myAnswers, theirAnswers } from "./service";

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

/** Questions that match (the entries: routes.questions in @ulfa/contracts; docs/questions.md). */
export const questionsRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.questions.list, async (request) => questionsIn(await askedLanguage(request, request.query.lang)));

  mount(app, routes.questions.myAnswers, async (request) => myAnswers(request.user));

  mount(app, routes.questions.answer, async (request) => answerQuestion(app.deps, request.user, request.params.id, request.body));

  mount(app, routes.questions.forget, async (request) => {
    await forgetAnswer(app.deps, request.user, request.params.id);
    return { message: "Answer removed" };
  });

  mount(app, routes.questions.theirs, async (request) =>
    theirAnswers(app.deps, request.user, request.params.id, request.query.lang ?? request.user.language),
  );
};
