import { QUESTION_IMPORTANCE_WEIGHTS, type Language } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import { choiceText, isFaithQuestion, QUESTION_BY_ID } from "./bank";
import type { AnswerSide } from "./percent";

/** How many sentences each list of the compatibility analysis takes from questions. */
const MAX_FACTS = 3;
/** Only answers that matter to someone (somewhat or more) are worth a sentence. */
const WORTH_SAYING = QUESTION_IMPORTANCE_WEIGHTS.somewhat;

/** May the viewer read `owner`'s answer to `id`? Only as the owner chose, faith ones only while shown (docs/privacy.md). */
export const answerShown = (owner: AnswerSide, id: string) =>
  owner.answers[id]?.v === true && (!isFaithQuestion(id) || owner.showFaith);

const quote = (s: string, lang: Language) => (lang === "ar" ? `«${s}»` : `“${s}”`);

/**
 * Sentences for the compatibility analysis from the questions both answered: what they agree on and
 * where one does not accept the other's answer. A fact about the other member's answer is said only
 * when they let it be seen; the viewer's own answers are theirs to read. Arabic follows the other
 * member's grammatical gender.
 */
export function questionFacts(
  viewer: AnswerSide & Pick<UserRow, "gender">,
  other: AnswerSide & Pick<UserRow, "gender">,
  common: string[],
  lang: Language,
): { reasons: string[]; challenges: string[] } {
  const reasons: string[] = [];
  const challenges: string[] = [];
  const they = PRONOUN[other.gender];
  const sheAr = other.gender === "female";
  const youAr = viewer.gender === "female" ? "لا تقبلينها" : "لا تقبلها";
  for (const id of common) {
    if (!answerShown(other, id)) continue;
    const q = QUESTION_BY_ID.get(id)!;
    const mine = viewer.answers[id];
    const theirs = other.answers[id];
    const question = quote(q[lang], lang);
    const answer = quote(choiceText(id, theirs.c, lang) ?? theirs.c, lang);
    const mineText = quote(choiceText(id, mine.c, lang) ?? mine.c, lang);
    const cares = Math.max(QUESTION_IMPORTANCE_WEIGHTS[mine.i], QUESTION_IMPORTANCE_WEIGHTS[theirs.i]) >= WORTH_SAYING;
    if (mine.c === theirs.c && cares) {
      if (reasons.length < MAX_FACTS) reasons.push(lang === "ar" ? `أجبتما كلاكما عن ${question} بـ${answer}` : `You both answered ${question} with ${answer}`);
    } else if (!theirs.a.includes(mine.c) && QUESTION_IMPORTANCE_WEIGHTS[theirs.i] >= WORTH_SAYING) {
      if (challenges.length < MAX_FACTS)
        challenges.push(
          lang === "ar"
            ? `${sheAr ? "لا تقبل" : "لا يقبل"} إجابتك ${mineText} عن ${question}${theirs.i === "mandatory" ? " إطلاقًا" : ""}`
            : `${they.subject} ${theirs.i === "mandatory" ? they.finds : they.wouldNot} your answer ${mineText} to ${question}${theirs.i === "mandatory" ? " unacceptable" : ""}`,
        );
    } else if (!mine.a.includes(theirs.c) && QUESTION_IMPORTANCE_WEIGHTS[mine.i] >= WORTH_SAYING) {
      if (challenges.length < MAX_FACTS)
        challenges.push(
          lang === "ar"
            ? `${sheAr ? "أجابت" : "أجاب"} عن ${question} بـ${answer}، وهي إجابة ${youAr}`
            : `${they.subject} answered ${question} with ${answer}, which you don't accept`,
        );
    }
  }
  return { reasons, challenges };
}

const PRONOUN: Record<UserRow["gender"], { subject: string; finds: string; wouldNot: string }> = {
  female: { subject: "She", finds: "finds", wouldNot: "doesn't accept" },
  male: { subject: "He", finds: "finds", wouldNot: "doesn't accept" },
  other: { subject: "They", finds: "find", wouldNot: "don't accept" },
};
