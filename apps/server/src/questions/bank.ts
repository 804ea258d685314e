import { QUESTION_BANK, type BankQuestion, type Language, type Question } from "@ulfa/contracts";

/** The bank by id (contracts question-bank.ts). */
export const QUESTION_BY_ID: ReadonlyMap<string, BankQuestion> = new Map(QUESTION_BANK.map((q) => [q.id, q]));

/** Faith answers are sensitive (docs/privacy.md): shown and matched on only while their owner shows their faith. */
export const isFaithQuestion = (id: string) => QUESTION_BY_ID.get(id)?.topic === "faith";

export const presentQuestion = (q: BankQuestion, lang: Language): Question => ({
  id: q.id,
  text: q[lang],
  topic: q.topic,
  choices: q.choices.map((c) => ({ id: c.id, text: c[lang] })),
});

const listed = new Map<Language, Question[]>();
/** GET /api/questions: built once per language. */
export function questionsIn(lang: Language): Question[] {
  let list = listed.get(lang);
  if (!list) {
    list = QUESTION_BANK.map((q) => presentQuestion(q, lang));
    listed.set(lang, list);
  }
  return list;
}

export function choiceText(questionId: string, choiceId: string, lang: Language): string | null {
  return QUESTION_BY_ID.get(questionId)?.choices.find((c) => c.id === choiceId)?.[lang] ?? null;
}
