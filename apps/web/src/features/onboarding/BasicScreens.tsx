import { AGE_MIN, NAME_MAX } from "@ulfa/contracts/constants";
import { genderSchema, type CurrentUser, type Gender, type InterestedIn } from "@ulfa/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { about } from "../../i18n/gender";
import { Field, Input } from "../../ui/Field";
import { cn } from "../../ui/cn";
import { toast } from "../../ui/toast-store";
import { InterestedInChoice } from "../auth";
import { useUpdateUser } from "../profile";
import { StepFrame } from "./StepFrame";

export interface ScreenProps {
  user: CurrentUser;
  onNext: () => void;
}

/** Saves through PATCH /api/user, then moves on; a refusal is shown as the server words it (in a toast unless the screen shows it by its field). */
function useSaveThenNext(onNext: () => void, { toastErrors = true } = {}) {
  const { t } = useTranslation("onboarding");
  const update = useUpdateUser();
  const save = (input: Parameters<typeof update.mutate>[0]) =>
    update.mutate(input, {
      onSuccess: onNext,
      onError: (err) => {
        if (toastErrors) toast({ title: t("saveFailed"), description: messageOf(err, t("saveFailed")), variant: "destructive" });
      },
    });
  return { save, pending: update.isPending, error: update.error, clearError: update.reset };
}

export function NameScreen({ user, onNext }: ScreenProps) {
  const { t } = useTranslation("onboarding");
  const [name, setName] = useState(user.name);
  const { save, pending } = useSaveThenNext(onNext);
  const trimmed = name.trim();
  return (
    <StepFrame title={t("name.title")} hint={t("name.hint")} canSubmit={trimmed.length > 0} pending={pending} onSubmit={() => (trimmed === user.name ? onNext() : save({ name: trimmed }))}>
      <Field label={t("name.label")}>
        {(props) => <Input {...props} name="name" autoComplete="given-name" maxLength={NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
    </StepFrame>
  );
}

export function GenderScreen({ user, onNext }: ScreenProps) {
  const { t } = useTranslation("onboarding");
  const group = useId();
  // "other" is also the placeholder of an account that has not answered yet: nothing is picked then.
  const [gender, setGender] = useState<Gender | null>(user.birthDate || user.gender !== "other" ? user.gender : null);
  const [interestedIn, setInterestedIn] = useState<InterestedIn>(user.interestedIn);
  const { save, pending } = useSaveThenNext(onNext);
  return (
    <StepFrame title={t("gender.title")} hint={t("gender.hint")} canSubmit={gender !== null} pending={pending} onSubmit={() => gender && save({ gender, interestedIn })}>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-700">{t("gender.label")}</legend>
        <div className="grid grid-cols-3 gap-2">
          {genderSchema.options.map((option) => (
            <label
              key={option}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-2 text-center text-sm font-medium ring-1 focus-within:ring-2 focus-within:ring-brand-500",
                gender === option ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
              )}
            >
              <input type="radio" name={group} value={option} checked={gender === option} onChange={() => setGender(option)} className="sr-only" data-testid={`gender-${option}`} />
              {t(`gender.options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <InterestedInChoice value={interestedIn} onChange={setInterestedIn} />
    </StepFrame>
  );
}

/** Today minus `years`, as the "YYYY-MM-DD" a date input takes (the browser's calendar day). */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function BirthDateScreen({ user, onNext }: ScreenProps) {
  const { t } = useTranslation("onboarding");
  const [birthDate, setBirthDate] = useState(user.birthDate ?? "");
  const { save, pending, error, clearError } = useSaveThenNext(onNext, { toastErrors: false });
  return (
    <StepFrame
      title={t("birthDate.title")}
      hint={t("birthDate.hint", { age: AGE_MIN, ...about(user.gender) })}
      canSubmit={birthDate !== ""}
      pending={pending}
      onSubmit={() => save({ birthDate })}
    >
      <Field label={t("birthDate.label")} error={error ? messageOf(error, t("saveFailed")) : undefined}>
        {(props) => (
          <Input
            {...props}
            name="birthDate"
            type="date"
            min="1900-01-01"
            max={yearsAgo(AGE_MIN)}
            value={birthDate}
            onChange={(e) => {
              setBirthDate(e.target.value);
              clearError();
            }}
            className="max-w-xs"
          />
        )}
      </Field>
    </StepFrame>
  );
}
