import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { Field, Input, Select } from "../../ui/Field";
import { nationalityOptions } from "../../i18n/countries";
import { countryName } from "../../i18n/places";
import { filterCountries } from "../../i18n/search-fold";

/**
 * The nationality choice: a native select (the phone's own picker on touch, type-ahead on a
 * keyboard) under a search box that narrows its ~250 countries by the name in either language or
 * the ISO code. The chosen country stays in the list whatever the search, so the select never
 * shows a value it does not hold.
 */
export function NationalityField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const { t, i18n } = useTranslation("filters");
  const [query, setQuery] = useState("");
  const statusId = useId();
  const all = useMemo(() => {
    const options = nationalityOptions(i18n.language).map((o) => ({ ...o, english: countryName(o.code, "en") }));
    // A code saved before the list existed stays selectable rather than silently dropped.
    return value && !options.some((o) => o.code === value)
      ? [{ code: value, name: countryName(value, i18n.language), english: countryName(value, "en") }, ...options]
      : options;
  }, [i18n.language, value]);
  const found = useMemo(() => filterCountries(all, query), [all, query]);
  const shown = value && !found.some((o) => o.code === value) ? [...all.filter((o) => o.code === value), ...found] : found;
  const none = found.length === 0;

  return (
    <Field label={t("profile.nationality")} error={error}>
      {(p) => (
        <>
          <div className="relative">
            <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              // Enter would submit the whole form; here it means "take me to the results".
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                document.getElementById(p.id)?.focus();
              }}
              aria-label={t("profile.nationalitySearch")}
              placeholder={t("profile.nationalitySearch")}
              aria-controls={p.id}
              aria-describedby={none ? statusId : undefined}
              autoComplete="off"
              enterKeyHint="done"
              className="ps-9"
              data-testid="nationality-search"
            />
          </div>
          <Select {...p} value={value} onChange={(e) => onChange(e.target.value)} data-testid="trait-nationality">
            <option value="">{t("profile.nationalityNone")}</option>
            {shown.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </Select>
          <p id={statusId} role="status" className="text-xs text-slate-600" data-testid="nationality-no-match">
            {none ? t("profile.nationalityNoMatch") : ""}
          </p>
        </>
      )}
    </Field>
  );
}
