import { useTranslation } from "react-i18next";
import type { Question } from "@ulfa/contracts";
import { QuestionList, useMyAnswers, useQuestionBank } from "../questions";
import { Spinner } from "../../ui/Spinner";
import type { ScreenProps } from "./BasicScreens";
import { StepFrame } from "./StepFrame";

/** How many questions the screen offers: enough for a first match percentage, few enough to stay quick. */
const OFFERED = 4;

/**
 * The first question of each topic but faith (a sensitive subject with its own optional screen next),
 * in the bank's order: the same few for everyone, so a percentage appears between new members soon.
 */
export const offeredQuestions = (bank: Question[]): Question[] => {
  const firsts = new Map<string, Question>();
  for (const q of bank) if (q.topic !== "faith" && !firsts.has(q.topic)) firsts.set(q.topic, q);
  return [...firsts.values()].slice(0, OFFERED);
};

/**
 * Optional, after the intent: a few questions from the bank (docs/questions.md), each saved on its own
 * (PUT /api/questions/:id/answer), so coming back to the screen shows which are answered. Skippable.
 */
export function QuestionsScreen({ onNext }: ScreenProps) {
  const { t, i18n } = useTranslation(["onboarding", "questions"]);
  const bank = useQuestionBank(i18n.language.startsWith("ar") ? "ar" : "en");
  const answers = useMyAnswers();
  const mine = new Map((answers.data ?? []).map((a) => [a.questionId, a]));
  const offered = offeredQuestions(bank.data ?? []);
  const answered = offered.some((q) => mine.has(q.id));
  return (
    <StepFrame title={t("questions.title")} hint={t("questions.hint")} onSubmit={onNext} primary={t(answered ? "questions.continue" : "questions.skip")}>
      {!bank.data || !answers.data ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <QuestionList questions={offered} mine={mine} testId="onboarding-questions-list" />
      )}
    </StepFrame>
  );
}
