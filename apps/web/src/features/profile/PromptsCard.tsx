import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Plus, X } from "lucide-react";
import type { PromptAnswer } from "@ulfa/contracts";
import { PROMPT_ANSWER_MAX, PROMPTS_MAX } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Field, Select, Textarea } from "../../ui/Field";
import { toast } from "../../ui/toast-store";
import { useCurrentUser } from "../../session/useCurrentUser";
import { useUpdateUser } from "./queries";
import { PromptVoiceField } from "./PromptVoiceField";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

const usePromptLibrary = (lang: "en" | "ar") =>
  useQuery({ queryKey: ["prompts", lang], queryFn: ({ signal }) => call(endpoints.prompts.list, { query: { lang } }, { signal }), staleTime: Infinity });

/** Up to PROMPTS_MAX prompt answers (issue 33), saved together with PATCH /api/user; each saved one may get a voice answer. */
export function PromptsCard() {
  const { t, i18n } = useTranslation("filters");
  const { data: user } = useCurrentUser();
  const library = usePromptLibrary(i18n.language.startsWith("ar") ? "ar" : "en");
  const update = useUpdateUser();
  const [answers, setAnswers] = useState<PromptAnswer[] | null>(null);
  const current = answers ?? user?.prompts ?? [];
  if (!user || !library.data) return null;

  const setAt = (i: number, patch: Partial<PromptAnswer>) => setAnswers(current.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const unused = (promptId: string) => library.data.filter((p) => p.id === promptId || !current.some((a) => a.promptId === p.id));
  const add = () => {
    const free = library.data.find((p) => !current.some((a) => a.promptId === p.id));
    if (free) setAnswers([...current, { promptId: free.id, answer: "" }]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const prompts = current.map((a) => ({ promptId: a.promptId, answer: a.answer.trim() })).filter((a) => a.answer);
    update.mutate(
      { prompts },
      {
        onSuccess: () => {
          setAnswers(null);
          toast({ title: t("prompts.saved"), variant: "success" });
        },
        onError: (err) => toast({ title: t("prompts.failed"), description: messageOf(err, t("prompts.failed")), variant: "destructive" }),
      },
    );
  };

  return (
    <form onSubmit={submit} data-testid="prompts-form">
      <Card className="space-y-4">
        <div>
          <h2 className="font-semibold text-slate-900">{t("prompts.title")}</h2>
          <p className="text-sm text-slate-600">{t("prompts.subtitle")}</p>
        </div>
        {current.map((a, i) => (
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
            <PromptVoiceField
              n={i + 1}
              prompt={library.data.find((p) => p.id === a.promptId)?.text ?? ""}
              saved={user.prompts.find((p) => p.promptId === a.promptId) ?? null}
            />
            <Button type="button" size="sm" variant="outline" onClick={() => setAnswers(current.filter((_, j) => j !== i))}>
              <X className="h-4 w-4" aria-hidden="true" />
              {t("prompts.remove", { n: i + 1 })}
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-wrap justify-between gap-2">
          {current.length < PROMPTS_MAX && (
            <Button type="button" variant="outline" onClick={add} data-testid="add-prompt">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t("prompts.add")}
            </Button>
          )}
          <Button type="submit" disabled={update.isPending || answers === null} data-testid="save-prompts">
            {t("prompts.save")}
          </Button>
        </div>
      </Card>
    </form>
  );
}
