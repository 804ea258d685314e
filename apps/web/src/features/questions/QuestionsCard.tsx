import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDown } from "lucide-react";
import type { MyAnswer, Question, QuestionImportance, QuestionTopic } from "@ulfa/contracts";
import { QUESTION_IMPORTANCE, QUESTION_TOPICS } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Select } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { useMyAnswers, useQuestionBank, useSaveAnswer } from "./queries";

/** Questions that match (docs/questions.md): a topic at a time, each answered with a choice, what one accepts and how much it matters. */
export function QuestionsCard() {
  const { t, i18n } = useTranslation("questions");
  const lang = i18n.language.startsWith("ar") ? "ar" : "en";
  const bank = useQuestionBank(lang);
  const answers = useMyAnswers();
  const [topic, setTopic] = useState<QuestionTopic>("values");
  if (!bank.data || !answers.data) return null;
  const mine = new Map(answers.data.map((a) => [a.questionId, a]));
  const shown = bank.data.filter((q) => q.topic === topic);

  return (
    <Card className="space-y-4" data-testid="questions-card">
      <div>
        <h2 className="font-semibold text-slate-900">{t("title")}</h2>
        <p className="text-sm text-slate-600">{t("subtitle", { n: answers.data.length, total: bank.data.length })}</p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("topics")}>
        {QUESTION_TOPICS.map((name) => (
          <Button key={name} type="button" size="sm" variant={name === topic ? "primary" : "outline"} aria-pressed={name === topic} onClick={() => setTopic(name)}>
            {t(`topic.${name}`)}
          </Button>
        ))}
      </div>
      <QuestionList questions={shown} mine={mine} />
    </Card>
  );
}

/**
 * Questions one under the other, each opening its AnswerForm in place, with "answered" beside those the
 * member has answered: the profile's card (a topic at a time) and the onboarding's questions screen.
 */
export function QuestionList({ questions, mine, testId }: { questions: Question[]; mine: Map<string, MyAnswer>; testId?: string }) {
  const { t } = useTranslation("questions");
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-slate-100" data-testid={testId}>
      {questions.map((q) => (
        <li key={q.id} className="py-2">
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-between gap-3 text-start text-sm font-medium text-slate-900"
            aria-expanded={open === q.id}
            onClick={() => setOpen(open === q.id ? null : q.id)}
          >
            <span>
              {q.text}
              {mine.has(q.id) && <span className="ms-2 text-xs font-normal text-emerald-700">{t("answered")}</span>}
            </span>
            <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          </button>
          {open === q.id && <AnswerForm question={q} saved={mine.get(q.id)} onDone={() => setOpen(null)} />}
        </li>
      ))}
    </ul>
  );
}

/** One question's answer: mine, the ones I accept, how much it matters and who may see it (opened in place by QuestionList). */
export function AnswerForm({ question, saved, onDone }: { question: Question; saved?: MyAnswer; onDone: () => void }) {
  const { t } = useTranslation("questions");
  const save = useSaveAnswer();
  const [choice, setChoice] = useState(saved?.choice ?? "");
  const [accept, setAccept] = useState<string[]>(saved?.accept ?? []);
  const [importance, setImportance] = useState<QuestionImportance>(saved?.importance ?? "somewhat");
  const [visible, setVisible] = useState(saved?.visible ?? false);
  const toggle = (id: string) => setAccept(accept.includes(id) ? accept.filter((a) => a !== id) : [...accept, id]);
  const submit = () =>
    save.mutate(
      { id: question.id, body: { choice, accept, importance, visible } },
      {
        onSuccess: () => {
          toast({ title: t("saved"), variant: "success" });
          onDone();
        },
        onError: (err) => toast({ title: t("failed"), description: messageOf(err, t("failed")), variant: "destructive" }),
      },
    );

  return (
    <div className="mt-2 space-y-3 rounded-xl bg-slate-50 p-3 text-sm" data-testid={`answer-${question.id}`}>
      <fieldset>
        <legend className="mb-1 font-medium text-slate-700">{t("mine")}</legend>
        {question.choices.map((c) => (
          <label key={c.id} className="flex min-h-9 items-center gap-2">
            <input type="radio" name={`mine-${question.id}`} value={c.id} checked={choice === c.id} onChange={() => setChoice(c.id)} />
            {c.text}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="mb-1 font-medium text-slate-700">{t("accept")}</legend>
        {question.choices.map((c) => (
          <label key={c.id} className="flex min-h-9 items-center gap-2">
            <input type="checkbox" checked={accept.includes(c.id)} onChange={() => toggle(c.id)} />
            {c.text}
          </label>
        ))}
      </fieldset>
      <label className="block space-y-1">
        <span className="font-medium text-slate-700">{t("importance")}</span>
        <Select value={importance} onChange={(e) => setImportance(e.target.value as QuestionImportance)}>
          {QUESTION_IMPORTANCE.map((i) => (
            <option key={i} value={i}>
              {t(`level.${i}`)}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex min-h-9 items-center gap-2">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {question.topic === "faith" ? t("visibleFaith") : t("visible")}
      </label>
      <Button type="button" size="sm" disabled={!choice || accept.length === 0 || save.isPending} onClick={submit}>
        {t("save")}
      </Button>
    </div>
  );
}

/** "87% match" on a card, or nothing when too few questions are in common. */
export function MatchPercentBadge({ percent, className }: { percent: number | null | undefined; className?: string }) {
  const { t } = useTranslation("questions");
  if (percent === null || percent === undefined) return null;
  return (
    <span className={`rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white ${className ?? ""}`} data-testid="match-percent">
      {t("percent", { percent })}
    </span>
  );
}
