import { ONBOARDING_PROMPTS_MIN, PROMPT_ANSWER_MAX } from "@ulfa/contracts/constants";
import { HAS_CHILDREN, RELATIONSHIP_GOALS, RELIGIONS, WANTS_CHILDREN, type PromptAnswer } from "@ulfa/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { about } from "../../i18n/gender";
import { cn } from "../../ui/cn";
import { Field, Select, Textarea } from "../../ui/Field";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";
import { useEnhancedProfile, usePromptLibrary, useSaveEnhancedProfile, useUpdateUser } from "../profile";
import type { ScreenProps } from "./BasicScreens";
import { StepFrame } from "./StepFrame";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { withPromptChoices } from "./prompt-choices";

/** Three prompts from the library, each with a written answer (PATCH /api/user). */
export function PromptsScreen({ user, onNext }: ScreenProps) {
  const { t, i18n } = useTranslation("onboarding");
  const library = usePromptLibrary(i18n.language.startsWith("ar") ? "ar" : "en");
  const update = useUpdateUser();
  const [answers, setAnswers] = useState<PromptAnswer[] | null>(null);
  const list = library.data ?? [];
  const current: PromptAnswer[] = withPromptChoices(
    answers ?? Array.from({ length: ONBOARDING_PROMPTS_MIN }, (_, i) => user.prompts[i] ?? { promptId: "", answer: "" }),
    list,
  );
  const setAt = (i: number, patch: Partial<PromptAnswer>) => setAnswers(current.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const complete = current.every((a) => a.promptId && a.answer.trim()) && new Set(current.map((a) => a.promptId)).size === current.length;
  const save = () =>
    update.mutate(
      { prompts: current.map((a) => ({ promptId: a.promptId, answer: a.answer.trim() })) },
      { onSuccess: onNext, onError: (err) => toast({ title: t("saveFailed"), description: messageOf(err, t("saveFailed")), variant: "destructive" }) },
    );
  return (
    <StepFrame title={t("prompts.title", about(user.gender))} hint={t("prompts.hint", { count: ONBOARDING_PROMPTS_MIN, ...about(user.gender) })} canSubmit={complete && list.length > 0} pending={update.isPending} onSubmit={save}>
      {current.map((a, i) => (
        <fieldset key={i} className="min-w-0 space-y-2 rounded-2xl border border-slate-200 p-3" data-testid={`onboarding-prompt-${i}`}>
          <legend className="px-1 text-sm font-medium text-slate-700">{t("prompts.n", { n: i + 1 })}</legend>
          <Field label={t("prompts.choose")}>
            {(props) => (
              <Select {...props} value={a.promptId} onChange={(e) => setAt(i, { promptId: e.target.value })}>
                {list
                  .filter((p) => p.id === a.promptId || !current.some((o) => o.promptId === p.id))
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.text}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
          <Field label={t("prompts.answer")}>
            {(props) => <Textarea {...props} rows={2} maxLength={PROMPT_ANSWER_MAX} value={a.answer} onChange={(e) => setAt(i, { answer: e.target.value })} />}
          </Field>
        </fieldset>
      ))}
    </StepFrame>
  );
}

/** A list of choices as large radio rows (one tap each). */
function Choices<T extends string>({ legend, options, value, onChange, label }: { legend: string; options: readonly T[]; value: T | null; onChange: (v: T) => void; label: (v: T) => string }) {
  const group = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {options.map((option) => (
        <label
          key={option}
          className={cn(
            "flex min-h-12 cursor-pointer items-center rounded-2xl px-4 text-sm font-medium ring-1 focus-within:ring-2 focus-within:ring-brand-500",
            value === option ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
          )}
        >
          <input type="radio" name={group} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

type Goal = (typeof RELATIONSHIP_GOALS)[number];

/** What the member is looking for (PATCH /api/profile relationshipGoals): the deck's "Looking for". */
export function IntentScreen({ user, onNext }: ScreenProps) {
  const { t } = useTranslation(["onboarding", "filters"]);
  const profile = useEnhancedProfile();
  const save = useSaveEnhancedProfile();
  const [goal, setGoal] = useState<Goal | null>(null);
  const value = goal ?? (profile.data?.relationshipGoals as Goal | null | undefined) ?? null;
  return (
    <StepFrame
      title={t("intent.title", about(user.gender))}
      hint={t("intent.hint")}
      canSubmit={value !== null}
      pending={save.isPending}
      onSubmit={() =>
        value &&
        save.mutate({ relationshipGoals: value }, { onSuccess: onNext, onError: (err) => toast({ title: t("saveFailed"), description: messageOf(err, t("saveFailed")), variant: "destructive" }) })
      }
    >
      <Choices legend={t("intent.label")} options={RELATIONSHIP_GOALS} value={value} onChange={setGoal} label={(v) => t(`filters:values.intent.${v}`)} />
    </StepFrame>
  );
}

type Religion = (typeof RELIGIONS)[number];
type HasChildren = (typeof HAS_CHILDREN)[number];
type WantsChildren = (typeof WANTS_CHILDREN)[number];

/** Optional: faith (sensitive, private unless shown) and family, through the same member fields as the profile editor (PATCH /api/profile). */
export function FaithScreen({ user, onNext }: ScreenProps) {
  const { t } = useTranslation(["onboarding", "filters"]);
  const { t: tf } = useTranslation("filters");
  const save = useSaveEnhancedProfile();
  const [religion, setReligion] = useState<Religion | "">("");
  const [showFaith, setShowFaith] = useState(false);
  const [hasChildren, setHasChildren] = useState<HasChildren | "">("");
  const [wantsChildren, setWantsChildren] = useState<WantsChildren | "">("");
  const chosen = religion || hasChildren || wantsChildren;
  const submit = () => {
    if (!chosen) return onNext();
    save.mutate(
      { ...(religion ? { religion, showFaith } : {}), ...(hasChildren ? { hasChildren } : {}), ...(wantsChildren ? { wantsChildren } : {}) },
      { onSuccess: onNext, onError: (err) => toast({ title: t("saveFailed"), description: messageOf(err, t("saveFailed")), variant: "destructive" }) },
    );
  };
  const select = <T extends string>(label: string, options: readonly T[], value: T | "", set: (v: T | "") => void, valueKey: "religion" | "hasChildren" | "wantsChildren") => (
    <Field label={label}>
      {(props) => (
        <Select {...props} value={value} onChange={(e) => set(e.target.value as T | "")}>
          <option value="">{t("filters:profile.notSet")}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {tf(`values.${valueKey}.${o as string}`, about(user.gender))}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <StepFrame
      title={t("faith.title")}
      hint={t("faith.hint")}
      pending={save.isPending}
      onSubmit={submit}
      primary={t(chosen ? "faith.save" : "faith.skip")}
    >
      {select(t("filters:profile.religion"), RELIGIONS, religion, setReligion, "religion")}
      <p className="rounded-2xl bg-slate-50 px-4 py-3 text-xs text-slate-600" data-testid="onboarding-faith-explain">
        {t("filters:profile.faithExplain")}
      </p>
      {religion && (
        <Switch checked={showFaith} onCheckedChange={setShowFaith} label={t("filters:profile.showFaith")} />
      )}
      {select(t("filters:profile.hasChildren"), HAS_CHILDREN, hasChildren, setHasChildren, "hasChildren")}
      {select(t("filters:profile.wantsChildren"), WANTS_CHILDREN, wantsChildren, setWantsChildren, "wantsChildren")}
    </StepFrame>
  );
}
