import { Plus, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { Input } from "../../ui/Field";
import { cleanList } from "@ulfa/contracts/constants";

/** A list of chips with free entry and one-tap suggestions (interests, core values). */
export function ChipsInput({
  label,
  values,
  onChange,
  suggestions,
  suggestionLabel,
  max,
  maxLength,
  testId,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  suggestions: readonly string[];
  /** Shown text of a suggestion (translated); the stored value stays the English word. */
  suggestionLabel: (value: string) => string;
  max: number;
  maxLength: number;
  testId: string;
}) {
  const { t } = useTranslation("profile");
  const id = useId();
  const [draft, setDraft] = useState("");
  const has = (value: string) => values.some((v) => v.toLocaleLowerCase() === value.trim().toLocaleLowerCase());
  const full = values.length >= max;
  const add = (value: string) => {
    if (!value.trim() || has(value) || full) return;
    onChange(cleanList([...values, value]));
    setDraft("");
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add(draft);
    }
  };
  return (
    <fieldset className="space-y-2" data-testid={testId}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li key={value} className="inline-flex items-center gap-1 rounded-full bg-brand-600 py-0.5 pe-0.5 ps-3 text-sm text-white">
              {suggestions.includes(value) ? suggestionLabel(value) : <bdi>{value}</bdi>}
              <button type="button" onClick={() => onChange(values.filter((v) => v !== value))} className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-white/20" aria-label={t("enhanced.removeChip", { value })}>
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t("enhanced.addTo", { label })}
        </label>
        <Input id={id} value={draft} maxLength={maxLength} disabled={full} placeholder={t("enhanced.addPlaceholder")} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} />
        <Button variant="secondary" onClick={() => add(draft)} disabled={!draft.trim() || full} aria-label={t("enhanced.addTo", { label })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap gap-1.5" aria-label={t("enhanced.suggestions")} role="group">
        {suggestions
          .filter((s) => !has(s))
          .map((s) => (
            <button
              key={s}
              type="button"
              disabled={full}
              onClick={() => add(s)}
              className="inline-flex items-center gap-1 rounded-full border border-rose-200 px-2.5 py-1 text-xs text-brand-800 hover:bg-rose-50 disabled:opacity-50"
            >
              <Plus className="h-3 w-3" aria-hidden="true" />
              {suggestionLabel(s)}
            </button>
          ))}
      </div>
    </fieldset>
  );
}
