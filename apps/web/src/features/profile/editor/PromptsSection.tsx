import { useTranslation } from "react-i18next";
import { Plus, X } from "lucide-react";
import type { CurrentUser, PromptAnswer } from "@ulfa/contracts";
import { PROMPT_ANSWER_MAX, PROMPTS_MAX } from "@ulfa/contracts/constants";
import { usePromptLibrary } from "../queries";
import { Button } from "../../../ui/Button";
import { Field, Select, Textarea } from "../../../ui/Field";
import { PromptVoiceField } from "../PromptVoiceField";
import { EditorCard } from "./EditorCard";

/**
 * Up to PROMPTS_MAX prompt answers, saved with the editor's one Save (PATCH /api/user). A saved
 * written answer may get a voice answer, which is recorded and kept on its own (PromptVoiceField).
 */
export function PromptsSection({ user, answers, onChange }: { user: CurrentUser; answers: PromptAnswer[]; onChange: (answers: PromptAnswer[]) => void }) {
  const { t, i18n } = useTranslation("filters");
  const library = usePromptLibrary(i18n.language.startsWith("ar") ? "ar" : "en");
  const prompts = library.data ?? [];

  const setAt = (i: number, patch: Partial<PromptAnswer>) => onChange(answers.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const unused = (promptId: string) => prompts.filter((p) => p.id === promptId || !answers.some((a) => a.promptId === p.id));
  const add = () => {
    const free = prompts.find((p) => !answers.some((a) => a.promptId === p.id));
    if (free) onChange([...answers, { promptId: free.id, answer: "" }]);
  };

  return (
    <EditorCard id="prompts" title={t("prompts.title")} note={t("prompts.subtitle")}>
      {answers.map((a, i) => (
        <fieldset key={i} className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3" data-testid={`prompt-answer-${i}`}>
          <legend className="px-1 text-sm font-medium text-slate-700">{t("prompts.prompt", { n: i + 1 })}</legend>
          <Field label={t("prompts.choose")}>
            {(p) => (
              <Select {...p} value={a.promptId} onChange={(e) => setAt(i, { promptId: e.target.value })}>
                {unused(a.promptId).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.text}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("prompts.answer", { n: i + 1 })} hint={t("prompts.remaining", { left: PROMPT_ANSWER_MAX - a.answer.length })}>
            {(p) => <Textarea {...p} dir="auto" rows={2} maxLength={PROMPT_ANSWER_MAX} value={a.answer} onChange={(e) => setAt(i, { answer: e.target.value })} />}
          </Field>
          <PromptVoiceField n={i + 1} prompt={prompts.find((p) => p.id === a.promptId)?.text ?? ""} saved={user.prompts.find((p) => p.promptId === a.promptId) ?? null} />
          <Button type="button" size="sm" variant="outline" onClick={() => onChange(answers.filter((_, j) => j !== i))}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t("prompts.remove", { n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      {answers.length < PROMPTS_MAX && prompts.length > 0 && (
        <Button type="button" variant="outline" onClick={add} data-testid="add-prompt">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("prompts.add")}
        </Button>
      )}
    </EditorCard>
  );
}
