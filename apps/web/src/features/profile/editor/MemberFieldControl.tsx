import { useTranslation } from "react-i18next";
import {
  CORE_VALUE_MAX_LENGTH,
  CORE_VALUES_MAX,
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX,
  MEMBER_FIELDS,
  SPOKEN_LANGUAGES_MAX,
  SUGGESTED_CORE_VALUES,
  SUGGESTED_INTERESTS,
  type MemberFieldName,
} from "@ulfa/contracts";
import { about } from "../../../i18n/gender";
import { cn } from "../../../ui/cn";
import { Field, Input, Select } from "../../../ui/Field";
import { Switch } from "../../../ui/Switch";
import { ChipsInput } from "../ChipsInput";
import { NationalityField } from "../NationalityField";
import type { FieldsForm, SingleField } from "./editor-state";
import { FIELD_LABELS } from "../../../i18n/field-labels";

/**
 * One member field's control, as the registry (contracts member-fields.ts `control`, `options`)
 * describes it; labels from the locale files (i18n/field-labels.ts). Values the member picks about
 * themselves are worded for their gender ("لم يسبق لها الزواج" for a woman).
 */
export function MemberFieldControl({
  name,
  fields,
  onChange,
  gender,
  error,
}: {
  name: MemberFieldName;
  fields: FieldsForm;
  onChange: (patch: Partial<FieldsForm>) => void;
  gender: string | undefined;
  error?: string;
}) {
  const { t } = useTranslation(["profile", "filters"]);
  const spec: { control: string; options?: readonly string[]; bounds?: { min: number; max: number }; maxLength?: number } = MEMBER_FIELDS[name];
  const labels = FIELD_LABELS[name];
  const label = t(labels.label);
  const testId = `field-${name}`;

  switch (spec.control) {
    case "select": {
      const key = name as SingleField;
      return (
        <Field label={label}>
          {(p) => (
            <Select {...p} value={fields[key]} onChange={(e) => onChange({ [key]: e.target.value })} data-testid={testId}>
              <option value="">{t("filters:profile.notSet")}</option>
              {(spec.options ?? []).map((o) => (
                <option key={o} value={o}>
                  {t(`${labels.values}.${o}`, about(gender))}
                </option>
              ))}
            </Select>
          )}
        </Field>
      );
    }
    case "number": {
      const key = name as SingleField;
      return (
        <Field label={label} error={error}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={spec.bounds?.min}
              max={spec.bounds?.max}
              value={fields[key]}
              onChange={(e) => onChange({ [key]: e.target.value })}
              data-testid={testId}
            />
          )}
        </Field>
      );
    }
    case "text": {
      const key = name as SingleField;
      return (
        <Field label={label}>
          {(p) => (
            <Input
              {...p}
              dir="auto"
              value={fields[key]}
              maxLength={spec.maxLength}
              placeholder={labels.placeholder ? t(labels.placeholder) : undefined}
              onChange={(e) => onChange({ [key]: e.target.value })}
              data-testid={testId}
            />
          )}
        </Field>
      );
    }
    case "country":
      return <NationalityField value={fields.nationality} onChange={(code) => onChange({ nationality: code })} error={error} />;
    case "switch":
      return <Switch checked={fields.showFaith} onCheckedChange={(v) => onChange({ showFaith: v })} label={label} />;
    case "chips": {
      const interests = name === "interests";
      return (
        <ChipsInput
          testId={interests ? "interests" : "core-values"}
          label={label}
          values={interests ? fields.interests : fields.coreValues}
          onChange={(v) => onChange(interests ? { interests: v } : { coreValues: v })}
          suggestions={interests ? SUGGESTED_INTERESTS : SUGGESTED_CORE_VALUES}
          suggestionLabel={(v) => t(interests ? `profile:suggestedInterests.${v}` : `profile:suggestedValues.${v}`)}
          max={interests ? INTERESTS_MAX : CORE_VALUES_MAX}
          maxLength={interests ? INTEREST_MAX_LENGTH : CORE_VALUE_MAX_LENGTH}
        />
      );
    }
    case "languages": {
      const toggle = (code: string) =>
        onChange({
          languages: fields.languages.includes(code) ? fields.languages.filter((l) => l !== code) : [...fields.languages, code].slice(0, SPOKEN_LANGUAGES_MAX),
        });
      return (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{label}</legend>
          <div className="flex flex-wrap gap-1.5">
            {(spec.options ?? []).map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={fields.languages.includes(code)}
                onClick={() => toggle(code)}
                className={cn(
                  "min-h-8 rounded-full border px-3 py-1 text-sm",
                  fields.languages.includes(code) ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50",
                )}
              >
                {t(`${labels.values}.${code}`)}
              </button>
            ))}
          </div>
        </fieldset>
      );
    }
    default:
      return null;
  }
}
