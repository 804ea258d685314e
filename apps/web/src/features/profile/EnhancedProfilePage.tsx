import {
  CORE_VALUE_MAX_LENGTH,
  CORE_VALUES_MAX,
  DRINKING_HABITS,
  EDUCATION_MAX,
  HEIGHT_MAX,
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX,
  OCCUPATION_MAX,
  RELATIONSHIP_GOALS,
  SMOKING_HABITS,
  SUGGESTED_CORE_VALUES,
  SUGGESTED_INTERESTS,
  ZODIAC_SIGNS,
  type EnhancedProfile,
} from "@ulfa/contracts";
import { ArrowLeft, ArrowRight, Sparkles } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Field, Input, Select } from "../../ui/Field";
import { Skeleton } from "../../ui/Skeleton";
import { LoadProblem } from "../../ui/LoadProblem";
import { isLoadProblem, retryAll, useLoadState } from "../../ui/useLoadState";
import { toast } from "../../ui/toast-store";
import { cleanList } from "@ulfa/contracts/constants";
import { ChipsInput } from "./ChipsInput";
import { useEnhancedProfile, useSaveEnhancedProfile } from "./queries";
import { OpeningMovesCard, QuestionsCard } from "../questions";
import { PromptsCard } from "./PromptsCard";
import { TraitsCard } from "./TraitsCard";

type Form = Record<"occupation" | "education" | "zodiacSign" | "height" | "relationshipGoals" | "smokingHabits" | "drinkingHabits", string> & {
  interests: string[];
  coreValues: string[];
};

const formOf = (p: EnhancedProfile): Form => ({
  occupation: p.occupation ?? "",
  education: p.education ?? "",
  zodiacSign: p.zodiacSign ?? "",
  height: p.height ?? "",
  relationshipGoals: p.relationshipGoals ?? "",
  smokingHabits: p.smokingHabits ?? "",
  drinkingHabits: p.drinkingHabits ?? "",
  interests: p.interests,
  coreValues: p.coreValues,
});

/** /enhanced-profile: the details that feed AI matching. */
export default function EnhancedProfilePage() {
  const { t, i18n } = useTranslation("profile");
  const query = useEnhancedProfile();
  const load = useLoadState(query);
  const save = useSaveEnhancedProfile();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    if (query.data && !form) setForm(formOf(query.data));
  }, [query.data, form]);
  const BackIcon = i18n.dir() === "rtl" ? ArrowRight : ArrowLeft;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const interests = cleanList(form.interests);
    const coreValues = cleanList(form.coreValues);
    save.mutate(
      { ...form, interests, coreValues },
      {
        onSuccess: (saved) => {
          setForm(formOf(saved));
          toast({ title: t("enhanced.savedTitle"), description: t("enhanced.savedBody"), variant: "success" });
        },
        onError: (err) => toast({ title: t("enhanced.failedTitle"), description: messageOf(err, t("enhanced.failedBody")), variant: "destructive" }),
      },
    );
  };

  const select = (key: "zodiacSign" | "relationshipGoals" | "smokingHabits" | "drinkingHabits", options: readonly string[], labelKey: string) => (
    <Field label={t(`enhanced.${key}`)}>
      {(p) => (
        <Select {...p} value={form?.[key] ?? ""} onChange={(e) => set(key, e.target.value)}>
          <option value="">{t("enhanced.notSaying")}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`${labelKey}.${o}`)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 md:px-8">
      <Link to="/profile" className="inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <BackIcon className="h-4 w-4" aria-hidden="true" />
        {t("enhanced.back")}
      </Link>
      <header className="flex items-start gap-3">
        <Sparkles className="mt-1 h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t("enhanced.title")}</h1>
          <p className="text-sm text-slate-600">{t("enhanced.subtitle")}</p>
        </div>
      </header>

      {load === "loading" && (
        <Card className="space-y-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </Card>
      )}
      {isLoadProblem(load) && <LoadProblem state={load} onRetry={retryAll(query)} failed={t("enhanced.loadFailed")} />}

      {form && (
        <form onSubmit={submit} className="space-y-5" data-testid="enhanced-profile-form">
          <Card className="space-y-4">
            <h2 className="font-semibold text-slate-900">{t("enhanced.basics")}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t("enhanced.occupation")}>
                {(p) => <Input {...p} value={form.occupation} maxLength={OCCUPATION_MAX} placeholder={t("enhanced.occupationPlaceholder")} onChange={(e) => set("occupation", e.target.value)} />}
              </Field>
              <Field label={t("enhanced.education")}>
                {(p) => <Input {...p} value={form.education} maxLength={EDUCATION_MAX} placeholder={t("enhanced.educationPlaceholder")} onChange={(e) => set("education", e.target.value)} />}
              </Field>
              {select("zodiacSign", ZODIAC_SIGNS, "zodiac")}
              <Field label={t("enhanced.height")}>
                {(p) => <Input {...p} value={form.height} maxLength={HEIGHT_MAX} placeholder={t("enhanced.heightPlaceholder")} onChange={(e) => set("height", e.target.value)} />}
              </Field>
            </div>
          </Card>
          <Card className="space-y-4">
            <h2 className="font-semibold text-slate-900">{t("enhanced.lifestyle")}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">{select("relationshipGoals", RELATIONSHIP_GOALS, "goals")}</div>
              {select("smokingHabits", SMOKING_HABITS, "smoking")}
              {select("drinkingHabits", DRINKING_HABITS, "drinking")}
            </div>
          </Card>
          <Card className="space-y-6">
            <ChipsInput
              testId="interests"
              label={t("enhanced.interests")}
              values={form.interests}
              onChange={(v) => set("interests", v)}
              suggestions={SUGGESTED_INTERESTS}
              suggestionLabel={(v) => t(`suggestedInterests.${v}`)}
              max={INTERESTS_MAX}
              maxLength={INTEREST_MAX_LENGTH}
            />
            <ChipsInput
              testId="core-values"
              label={t("enhanced.coreValues")}
              values={form.coreValues}
              onChange={(v) => set("coreValues", v)}
              suggestions={SUGGESTED_CORE_VALUES}
              suggestionLabel={(v) => t(`suggestedValues.${v}`)}
              max={CORE_VALUES_MAX}
              maxLength={CORE_VALUE_MAX_LENGTH}
            />
          </Card>
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending ? t("actions.saving") : t("enhanced.save")}
            </Button>
          </div>
        </form>
      )}
      {query.data && <TraitsCard profile={query.data} />}
      <PromptsCard />
      <OpeningMovesCard />
      <QuestionsCard />
    </div>
  );
}
