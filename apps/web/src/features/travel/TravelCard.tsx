import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Plane } from "lucide-react";
import type { CitySearchResult } from "@ulfa/contracts";
import { TRAVEL_MAX_DAYS } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { formatLongDate } from "../../i18n/format";
import { cityName } from "../../i18n/places";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { DateTimeChoice } from "../../ui/DateTimeChoice";
import { startOfDay } from "../../ui/date-time-choice";
import { Field, Input } from "../../ui/Field";
import { Skeleton } from "../../ui/Skeleton";
import { toast } from "../../ui/toast-store";
import { useCitySearch, useSetTravel, useTravel } from "../questions";

const DAY_MS = 86_400_000;
/** The last minute of `day` (local time). */
const endOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59);

/** Travel (docs/discovery.md): see and be seen in another city until a date, at most TRAVEL_MAX_DAYS ahead. */
export function TravelCard() {
  const { t, i18n } = useTranslation("questions");
  const ar = i18n.language.startsWith("ar");
  const state = useTravel();
  const { data: user } = useCurrentUser();
  const { start, end } = useSetTravel();
  const [q, setQ] = useState("");
  const [city, setCity] = useState<CitySearchResult[number] | null>(null);
  // The bounds are fixed when the card opens, so the day list does not shift under the member.
  const [now] = useState(() => Date.now());
  const first = startOfDay(new Date(now + DAY_MS));
  const last = new Date(now + TRAVEL_MAX_DAYS * DAY_MS);
  const [until, setUntil] = useState<Date | null>(() => startOfDay(new Date(now + 7 * DAY_MS)));
  const found = useCitySearch(city ? "" : q);
  // While the trip loads the card holds its place, so the rows below it do not move under a
  // finger that is about to tap them; offline (paused) or failed, it is left out.
  if (!state.data) return state.fetchStatus === "fetching" ? <TravelCardLoading title={t("travel.title")} hint={t("travel.hint", { days: TRAVEL_MAX_DAYS })} /> : null;
  const failed = (err: unknown) => toast({ title: t("travel.failed"), description: messageOf(err, t("travel.failed")), variant: "destructive" });
  const name = (c: CitySearchResult[number]) => (ar ? c.cityAr : c.city);
  // While travelling the member's place is the trip's, with its Arabic name (travel/service.ts).
  const tripCity = state.data.city ? cityName(state.data.city, user?.city === state.data.city ? user.cityAr : null, i18n.language) : "";

  return (
    <Card className="space-y-3" data-testid="travel-card">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Plane className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t("travel.title")}
      </h2>
      {state.data.travelling ? (
        <>
          <p className="text-sm text-slate-700">{t("travel.now", { city: tripCity, until: formatLongDate(state.data.until!, i18n.language) })}</p>
          <Button type="button" variant="outline" disabled={end.isPending} onClick={() => end.mutate(undefined, { onError: failed })}>
            {t("travel.end")}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t("travel.hint", { days: TRAVEL_MAX_DAYS })}</p>
          <Field label={t("travel.city")}>
            {(p) => (
              <Input
                {...p}
                value={city ? name(city) : q}
                placeholder={t("travel.cityPlaceholder")}
                onChange={(e) => {
                  setCity(null);
                  setQ(e.target.value);
                }}
              />
            )}
          </Field>
          {!city && found.data && found.data.length > 0 && (
            <ul className="rounded-xl border border-slate-200" aria-label={t("travel.results")}>
              {found.data.map((c) => (
                <li key={`${c.city}-${c.country}`}>
                  <button type="button" className="min-h-11 w-full px-3 text-start text-sm hover:bg-slate-50" onClick={() => setCity(c)}>
                    {name(c)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Field label={t("travel.until")}>
            {(p) => <DateTimeChoice {...p} label={t("travel.until")} withTime={false} value={until} onChange={setUntil} min={first} max={last} data-testid="travel-until" />}
          </Field>
          {state.data.premiumOnly && <p className="text-xs text-slate-500">{t("travel.premiumOnly")}</p>}
          <Button
            type="button"
            disabled={!city || !until || start.isPending}
            onClick={() =>
              city &&
              until &&
              start.mutate(
                // To the end of the chosen day, but never past the limit (the last day ends early).
                { latitude: city.latitude, longitude: city.longitude, city: city.city, until: new Date(Math.min(endOfDay(until).getTime(), last.getTime())).toISOString() },
                { onSuccess: () => toast({ title: t("travel.started", { city: name(city) }), variant: "success" }), onError: failed },
              )
            }
          >
            {t("travel.start")}
          </Button>
        </>
      )}
    </Card>
  );
}


function TravelCardLoading({ title, hint }: { title: string; hint: string }) {
  return (
    <Card className="space-y-3" data-testid="travel-card-loading" aria-busy="true">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Plane className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      <p className="text-sm text-slate-600">{hint}</p>
      <Skeleton className="h-48" />
    </Card>
  );
}
