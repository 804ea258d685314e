import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from "@ulfa/contracts/constants";
import type { CurrentUser, SaveLocationInput } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { LocateFixed, MapPin } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../api/call";
import { messageOf } from "../../api/client";
import { placeName } from "../../i18n/places";
import { Field, Input } from "../../ui/Field";
import { Spinner } from "../../ui/Spinner";
import { useCitySearch } from "../questions";
import { useSaveLocation } from "./queries";

const position = () =>
  new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS }),
  );

/** The member has coordinates: the deck can put people nearest first. */
export const hasCoordinates = (user: Pick<CurrentUser, "latitude" | "longitude">) => user.latitude != null && user.longitude != null;

/**
 * Where the member is: the browser's position, or a city from the server's offline list (the travel
 * search), which sets coordinates too. The onboarding step and the deck's ask for accounts without
 * coordinates (discover/components/LocationAsk.tsx) both use it; each says why first.
 */
export function LocationPicker({ user }: { user: Pick<CurrentUser, "latitude" | "longitude" | "city" | "cityAr" | "country"> }) {
  const { t, i18n } = useTranslation("onboarding");
  const save = useSaveLocation();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [q, setQ] = useState("");
  const cities = useCitySearch(q);
  const hasLocation = hasCoordinates(user);

  const store = (input: SaveLocationInput) => {
    setProblem(null);
    save.mutate(input, { onError: (err) => setProblem(messageOf(err, t("saveFailed"))) });
  };
  const locate = async () => {
    if (!("geolocation" in navigator)) return setProblem(t("location.unsupported"));
    setLocating(true);
    try {
      const { coords } = await position();
      const place = await call(endpoints.location.reverse, { query: { lat: coords.latitude, lng: coords.longitude } }).catch(() => null);
      store({ latitude: coords.latitude, longitude: coords.longitude, ...(place?.city ? { city: place.city } : {}), ...(place?.country ? { country: place.country } : {}) });
    } catch {
      setProblem(t("location.denied"));
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="space-y-4">
      {hasLocation && (
        <p className="flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800" data-testid="onboarding-place" role="status">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{t("location.saved", { place: placeName(user, i18n.language) || t("location.here") })}</span>
        </p>
      )}
      <button
        type="button"
        onClick={() => void locate()}
        disabled={locating || save.isPending}
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        {locating ? <Spinner className="h-4 w-4" /> : <LocateFixed className="h-4 w-4" aria-hidden="true" />}
        {t("location.useMine")}
      </button>
      <p className="text-center text-xs text-slate-500">{t("location.or")}</p>
      <Field label={t("location.search")} hint={t("location.searchHint")}>
        {(props) => <Input {...props} type="search" name="city" autoComplete="off" value={q} onChange={(e) => setQ(e.target.value)} />}
      </Field>
      {cities.data && q.trim().length >= 2 && (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl ring-1 ring-slate-200" aria-label={t("location.results")}>
          {cities.data.length === 0 && <li className="px-4 py-3 text-sm text-slate-500">{t("location.noCity")}</li>}
          {cities.data.map((c) => (
            <li key={`${c.city}|${c.country}`}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center gap-2 px-4 py-2 text-start text-sm hover:bg-slate-50"
                onClick={() => {
                  setQ("");
                  store({ latitude: c.latitude, longitude: c.longitude, city: c.city, country: c.country });
                }}
              >
                <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                <bdi>{placeName(c, i18n.language)}</bdi>
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
