import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  EDUCATION_LEVELS,
  HAS_CHILDREN,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  MARITAL_HISTORIES,
  MARRIAGE_TIMELINES,
  RELIGIONS,
  RELIGIOUS_PRACTICES,
  SECTS,
  SPOKEN_LANGUAGES,
  SPOKEN_LANGUAGES_MAX,
  WANTS_CHILDREN,
  type EnhancedProfile,
  type Traits,
} from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { about } from "../../i18n/gender";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { cn } from "../../ui/cn";
import { Field, Input, Select } from "../../ui/Field";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";
import { useSaveEnhancedProfile } from "./queries";
import { checkTraits } from "./trait-checks";
import { NationalityField } from "./NationalityField";

type Choice = "religion" | "religiousPractice" | "sect" | "maritalHistory" | "hasChildren" | "wantsChildren" | "educationLevel" | "marriageTimeline";
type Form = Record<Choice | "nationality" | "heightCm", string> & { showFaith: boolean; languages: string[] };

const formOf = (p: Traits): Form => ({
  religion: p.religion ?? "",
  religiousPractice: p.religiousPractice ?? "",
  sect: p.sect ?? "",
  maritalHistory: p.maritalHistory ?? "",
  hasChildren: p.hasChildren ?? "",
  wantsChildren: p.wantsChildren ?? "",
  educationLevel: p.educationLevel ?? "",
  marriageTimeline: p.marriageTimeline ?? "",
  nationality: p.nationality ?? "",
  heightCm: p.heightCm === null ? "" : String(p.heightCm),
  showFaith: p.showFaith,
  languages: p.languages,
});

/** Each choice's name in the filters namespace: its label "profile.<name>", its values "values.<name>.<value>". */
const LABELS: Record<Choice, string> = {
  religion: "religion",
  religiousPractice: "practice",
  sect: "sect",
  maritalHistory: "maritalHistory",
  hasChildren: "hasChildren",
  wantsChildren: "wantsChildren",
  educationLevel: "education",
  marriageTimeline: "marriageTimeline",
};

/**
 * Faith, family and background (issue 33), all optional. Faith is asked with a one-line
 * explanation and stays private unless the member switches "show my faith" on.
 */
export function TraitsCard({ profile }: { profile: EnhancedProfile }) {
  const { t } = useTranslation("filters");
  // The member describes themselves: "لم يسبق لها الزواج" for a woman.
  const gender = useCurrentUser().data?.gender;
  const save = useSaveEnhancedProfile();
  const [form, setForm] = useState<Form>(() => formOf(profile));
  const [errors, setErrors] = useState<ReturnType<typeof checkTraits>>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // Editing a field clears its error; the next save checks again.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const marriage = profile.relationshipGoals === "marriage";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkTraits(form);
    setErrors(found);
    if (found.heightCm || found.nationality) return;
    const orNull = (v: string) => (v === "" ? null : v);
    save.mutate(
      {
        religion: orNull(form.religion) as Traits["religion"],
        religiousPractice: orNull(form.religiousPractice) as Traits["religiousPractice"],
        sect: form.religion === "islam" ? (orNull(form.sect) as Traits["sect"]) : null,
        maritalHistory: orNull(form.maritalHistory) as Traits["maritalHistory"],
        hasChildren: orNull(form.hasChildren) as Traits["hasChildren"],
        wantsChildren: orNull(form.wantsChildren) as Traits["wantsChildren"],
        educationLevel: orNull(form.educationLevel) as Traits["educationLevel"],
        marriageTimeline: marriage ? (orNull(form.marriageTimeline) as Traits["marriageTimeline"]) : null,
        nationality: orNull(form.nationality.trim().toUpperCase()),
        heightCm: form.heightCm === "" ? null : Number(form.heightCm),
        showFaith: form.showFaith,
        languages: form.languages as Traits["languages"],
      },
      {
        onSuccess: (saved) => {
          setForm(formOf(saved));
          toast({ title: t("profile.saved"), variant: "success" });
        },
        onError: (err) => toast({ title: t("profile.failed"), description: messageOf(err, t("profile.failed")), variant: "destructive" }),
      },
    );
  };

  const select = (key: Choice, options: readonly string[]) => (
    <Field label={t(`profile.${LABELS[key]}`)}>
      {(p) => (
        <Select {...p} value={form[key]} onChange={(e) => set(key, e.target.value)} data-testid={`trait-${key}`}>
          <option value="">{t("profile.notSet")}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`values.${LABELS[key]}.${o}`, about(gender))}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  const toggleLanguage = (code: string) =>
    set("languages", form.languages.includes(code) ? form.languages.filter((l) => l !== code) : [...form.languages, code].slice(0, SPOKEN_LANGUAGES_MAX));

  return (
    <form onSubmit={submit} noValidate data-testid="traits-form">
      <Card className="space-y-4">
        <div>
          <h2 className="font-semibold text-slate-900">{t("profile.title")}</h2>
          <p className="text-sm text-slate-600">{t("profile.subtitle")}</p>
        </div>
        <div className="space-y-3 rounded-xl bg-slate-50 p-3">
          <p className="text-xs text-slate-600">{t("profile.faithExplain")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {select("religion", RELIGIONS)}
            {select("religiousPractice", RELIGIOUS_PRACTICES)}
            {form.religion === "islam" && select("sect", SECTS)}
          </div>
          <Switch checked={form.showFaith} onCheckedChange={(v) => set("showFaith", v)} label={t("profile.showFaith")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {select("maritalHistory", MARITAL_HISTORIES)}
          {select("hasChildren", HAS_CHILDREN)}
          {select("wantsChildren", WANTS_CHILDREN)}
          {select("educationLevel", EDUCATION_LEVELS)}
          {marriage && select("marriageTimeline", MARRIAGE_TIMELINES)}
          <Field label={t("profile.heightCm")} error={errors.heightCm && t(`profile.${errors.heightCm}`, { min: HEIGHT_CM_MIN, max: HEIGHT_CM_MAX })}>
            {(p) => (
              <Input {...p} type="number" inputMode="numeric" min={HEIGHT_CM_MIN} max={HEIGHT_CM_MAX} value={form.heightCm} onChange={(e) => set("heightCm", e.target.value)} />
            )}
          </Field>
          <NationalityField value={form.nationality} onChange={(code) => set("nationality", code)} error={errors.nationality && t(`profile.${errors.nationality}`)} />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t("profile.languages")}</legend>
          <div className="flex flex-wrap gap-1.5">
            {SPOKEN_LANGUAGES.map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={form.languages.includes(code)}
                onClick={() => toggleLanguage(code)}
                className={cn(
                  "rounded-full border px-3 py-1 text-sm",
                  form.languages.includes(code) ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50",
                )}
              >
                {t(`values.languages.${code}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending} data-testid="save-traits">
            {t("profile.save")}
          </Button>
        </div>
      </Card>
    </form>
  );
}
