import type { AnswerBody, Language, MyAnswer, TheirAnswers } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest, notFound } from "../platform/errors";
import { requireVisibleMember } from "../visibility";
import { choiceText, QUESTION_BY_ID } from "./bank";
import { answerShown } from "./explain";
import { questionMatch, type AnswerSide } from "./percent";
import { pageVectors, removeAnswer, saveAnswer } from "./repo";

const bankQuestion = (id: string) => {
  const q = QUESTION_BY_ID.get(id);
  if (!q) throw notFound("Question not found");
  return q;
};

/** PUT /api/questions/:id/answer: the choice and the accepted answers must be the question's own. */
export async function answerQuestion(deps: Deps, member: UserRow, questionId: string, body: AnswerBody): Promise<MyAnswer> {
  const q = bankQuestion(questionId);
  const ids = q.choices.map((c) => c.id);
  if (!ids.includes(body.choice)) throw badRequest(`choice: must be one of ${ids.join(", ")}`);
  const wrong = body.accept.find((a) => !ids.includes(a));
  if (wrong !== undefined) throw badRequest(`accept: "${wrong}" is not an answer to this question (one of ${ids.join(", ")})`);
  const accept = [...new Set(body.accept)];
  const visible = body.visible ?? member.answers?.[questionId]?.v ?? false;
  await saveAnswer(deps.db, member.id, questionId, { c: body.choice, a: accept, i: body.importance, v: visible });
  return { questionId, choice: body.choice, accept, importance: body.importance, visible };
}

export async function forgetAnswer(deps: Deps, member: UserRow, questionId: string): Promise<void> {
  bankQuestion(questionId);
  await removeAnswer(deps.db, member.id, questionId);
}

/** GET /api/questions/answers: the member's own answers, in bank order. */
export function myAnswers(member: UserRow): MyAnswer[] {
  const answers = member.answers ?? {};
  return [...QUESTION_BY_ID.keys()]
    .filter((id) => answers[id])
    .map((id) => ({ questionId: id, choice: answers[id].c, accept: answers[id].a, importance: answers[id].i, visible: answers[id].v }));
}

export const sideOf = (row: Pick<UserRow, "answers" | "showFaith">): AnswerSide => ({ answers: row.answers ?? {}, showFaith: row.showFaith });

/** GET /api/users/:id/questions: the percentage with a member the viewer may see, and the answers they show. */
export async function theirAnswers(deps: Deps, viewer: UserRow, targetId: number, lang: Language): Promise<TheirAnswers> {
  if (targetId === viewer.id) throw badRequest("That is you: your own answers are at /api/questions/answers", "SELF_TARGET");
  const target = await requireVisibleMember(deps, viewer, targetId, "profile");
  const them = sideOf(target);
  const match = questionMatch(sideOf(viewer), them);
  const shown = [...QUESTION_BY_ID.keys()].filter((id) => them.answers[id] && answerShown(them, id));
  return {
    matchPercent: match.percent,
    common: match.common.length,
    answers: shown.map((id) => ({ questionId: id, question: QUESTION_BY_ID.get(id)![lang], answer: choiceText(id, them.answers[id].c, lang) ?? "" })),
  };
}

/** The percentage between the viewer and each member of a deck page: one read for the whole page. */
export async function matchPercents(deps: Pick<Deps, "db">, viewer: UserRow, ids: number[]): Promise<Map<number, number | null>> {
  const mine = sideOf(viewer);
  const vectors = await pageVectors(deps.db, ids);
  return new Map(ids.map((id) => {
    const v = vectors.get(id);
    return [id, v ? questionMatch(mine, sideOf(v)).percent : null];
  }));
}
