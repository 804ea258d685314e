import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SlidersHorizontal } from "lucide-react";
import {
  AGE_RANGE_MAX,
  AGE_RANGE_MIN,
  CHOICE_FILTERS,
  CHOICE_FILTER_NAMES,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  HEIGHT_FILTER_DEFAULT_CM,
  type ChoiceFilterName,
  type DiscoverFilters,
  type Preferences,
} from "@ulfa/contracts";
import { messageOf } from "../../../api/client";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { cn } from "../../../ui/cn";
import { RangeSlider } from "../../../ui/RangeSlider";
import { Switch } from "../../../ui/Switch";
import { toast } from "../../../ui/toast-store";
import { useUpdatePreferences } from "../queries";
import { PremiumLock } from "./PremiumLock";
import { about } from "../../../i18n/gender";
import { useCurrentUser } from "../../../session/useCurrentUser";

/**
 * Who the deck shows (issue 33): the age range (saved as soon as a thumb is let go), and behind
 * "More filters" height, verified members and the choice filters, each with a dealbreaker switch.
 * Filters the site keeps for premium members (`prefs.locked`) show their saved values read-only,
 * with a lock and a link to premium; they are sent back unchanged, as the server expects.
 */
export function DeckFiltersCard({ prefs }: { prefs: Preferences }) {
  const { t } = useTranslation("filters");
  // The choices describe the people the member looks for: "تريد أطفالًا" when those are women.
  const sought = useCurrentUser().data?.interestedIn;
  const update = useUpdatePreferences();
  const [age, setAge] = useState<[number, number]>([prefs.ageMin, prefs.ageMax]);
  const [open, setOpen] = useState(false);
  const [filters, setFilters] = useState<DiscoverFilters>(prefs.filters);
  useEffect(() => setAge([prefs.ageMin, prefs.ageMax]), [prefs.ageMin, prefs.ageMax]);
  useEffect(() => setFilters(prefs.filters), [prefs.filters]);

  const feedback = {
    onSuccess: () => toast({ title: t("card.saved"), variant: "success" as const }),
    onError: (err: unknown) => toast({ title: t("card.failed"), description: messageOf(err, t("card.failedBody")), variant: "destructive" as const }),
  };
  const saveAge = ([ageMin, ageMax]: [number, number]) => update.mutate({ ageMin, ageMax }, feedback);

  const toggleValue = (name: ChoiceFilterName, value: string) =>
    setFilters((f) => {
      const current = (f[name]?.values ?? []) as string[];
      const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      const next = { ...f } as Record<string, unknown>;
      if (values.length === 0) delete next[name];
      else next[name] = { values, strict: f[name]?.strict ?? false };
      return next as DiscoverFilters;
    });
  const setStrict = (name: keyof DiscoverFilters, strict: boolean) =>
    setFilters((f) => (f[name] ? ({ ...f, [name]: { ...f[name], strict } } as DiscoverFilters) : f));
  const height = filters.height;
  const locked = new Set<string>(prefs.locked);

  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="deck-filters">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <SlidersHorizontal className="h-4 w-4 text-brand-600" aria-hidden="true" />
        {t("card.title")}
      </h2>
      <div>
        <div className="mb-2 flex justify-between text-sm">
          <span className="font-medium text-slate-800">{t("card.age")}</span>
          <span className="text-slate-600" data-testid="age-range-value">
            {t("card.ageValue", { min: age[0], max: age[1] })}
          </span>
        </div>
        <RangeSlider
          testId="age-range"
          value={age}
          min={AGE_RANGE_MIN}
          max={AGE_RANGE_MAX}
          labels={[t("card.ageMin"), t("card.ageMax")]}
          onValueChange={setAge}
          onValueCommit={saveAge}
        />
      </div>
      <button
        type="button"
        aria-expanded={open}
        className="min-h-6 self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        onClick={() => setOpen((o) => !o)}
        data-testid="more-filters"
      >
        {open ? t("card.less") : t("card.more")}
      </button>
      {open && (
        <div className="flex flex-col gap-5 border-t border-slate-100 pt-4">
          <p className="text-xs text-slate-500">{t("card.dealbreakerHint")}</p>
          <section className="flex flex-col gap-3" data-testid="filter-height">
            <Switch
              disabled={locked.has("height")}
              checked={Boolean(height)}
              onCheckedChange={(on) =>
                setFilters((f) => {
                  const { height: _old, ...rest } = f;
                  return on ? { ...rest, height: { ...HEIGHT_FILTER_DEFAULT_CM, strict: false } } : rest;
                })
              }
              label={t("card.heightOn")}
              description={height ? t("card.heightValue", { min: height.min, max: height.max }) : undefined}
            />
            {locked.has("height") && <PremiumLock saved={Boolean(height)} />}
            {height && !locked.has("height") && (
              <>
                <RangeSlider
                  value={[height.min, height.max]}
                  min={HEIGHT_CM_MIN}
                  max={HEIGHT_CM_MAX}
                  labels={[t("card.heightMin"), t("card.heightMax")]}
                  onValueChange={([min, max]) => setFilters((f) => ({ ...f, height: { min, max, strict: f.height?.strict ?? false } }))}
                />
                <Switch checked={height.strict} onCheckedChange={(s) => setStrict("height", s)} label={t("card.dealbreaker")} />
              </>
            )}
          </section>
          <section className="flex flex-col gap-3">
            <Switch
              checked={Boolean(filters.verifiedOnly)}
              onCheckedChange={(on) =>
                setFilters((f) => {
                  const { verifiedOnly: _old, ...rest } = f;
                  return on ? { ...rest, verifiedOnly: { strict: true } } : rest;
                })
              }
              label={t("card.verifiedOnly")}
            />
            {filters.verifiedOnly && (
              <Switch checked={filters.verifiedOnly.strict} onCheckedChange={(s) => setStrict("verifiedOnly", s)} label={t("card.dealbreaker")} />
            )}
          </section>
          {CHOICE_FILTER_NAMES.map((name) => (
            <fieldset key={name} className="flex flex-col gap-2" data-testid={`filter-${name}`} disabled={locked.has(name)}>
              <legend className="mb-1 text-sm font-medium text-slate-800">{t(`names.${name}`, about(sought))}</legend>
              <div className="flex flex-wrap gap-1.5">
                {CHOICE_FILTERS[name].map((value) => {
                  const on = ((filters[name]?.values ?? []) as string[]).includes(value);
                  return (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={on}
                      onClick={() => toggleValue(name, value)}
                      className={cn(
                        "rounded-full border px-3 py-1.5 text-sm",
                        on ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50",
                        "disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent",
                      )}
                    >
                      {t(`values.${name}.${value}`, about(sought))}
                    </button>
                  );
                })}
              </div>
              {locked.has(name) && <PremiumLock saved={Boolean(filters[name])} />}
              {filters[name] && !locked.has(name) && (
                <Switch checked={filters[name]!.strict} onCheckedChange={(s) => setStrict(name, s)} label={`${t("card.dealbreaker")}: ${t(`names.${name}`, about(sought))}`} />
              )}
            </fieldset>
          ))}
          <Button onClick={() => update.mutate({ filters }, feedback)} disabled={update.isPending} data-testid="save-filters">
            {t("card.save")}
          </Button>
        </div>
      )}
    </Card>
  );
}
