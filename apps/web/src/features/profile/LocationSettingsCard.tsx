import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, ReverseGeocodeResponse } from "@ulfa/contracts";
import { DISTANCE_MAX_KM, DISTANCE_MIN_KM, GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from "@ulfa/contracts/constants";
import { Check, LocateFixed, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { userQueryKey } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Slider } from "../../ui/Slider";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";
import { useUpdateUser } from "./queries";
import { placeName } from "../../i18n/places";
import { discoverKeys } from "../discover";
import { mapKeys } from "../map";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

const currentPosition = () =>
  new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    }),
  );

/** City and country from our own server; any failure means "save without them". */
async function reverse(latitude: number, longitude: number): Promise<Partial<ReverseGeocodeResponse>> {
  try {
    return await call(endpoints.location.reverse, { query: { lat: latitude, lng: longitude } });
  } catch {
    return {};
  }
}

type Phase = "idle" | "locating" | "saving";

/** Location Settings card: where I am, how far to look, whether to show distance. */
export function LocationSettingsCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation("profile");
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>("idle");
  const [distance, setDistance] = useState(user.maxDistance);
  const [showDistance, setShowDistance] = useState(user.showDistance);
  useEffect(() => setDistance(user.maxDistance), [user.maxDistance]);
  useEffect(() => setShowDistance(user.showDistance), [user.showDistance]);
  const hasLocation = user.latitude !== null && user.longitude !== null;

  const saveLocation = useMutation({
    mutationFn: async ({ latitude, longitude }: { latitude: number; longitude: number }) => {
      const place = await reverse(latitude, longitude);
      return call(endpoints.location.save, {
        body: {
          latitude,
          longitude,
          ...(place.city ? { city: place.city } : {}),
          ...(place.country ? { country: place.country } : {}),
          maxDistance: distance,
        },
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) =>
        old ? { ...old, latitude: saved.latitude, longitude: saved.longitude, city: saved.city, cityAr: saved.cityAr, country: saved.country, maxDistance: saved.maxDistance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: discoverKeys.all });
      void queryClient.invalidateQueries({ queryKey: mapKeys.all });
      toast({ title: t("toasts.locationUpdatedTitle"), description: t("toasts.locationUpdatedBody"), variant: "success" });
    },
    onError: (err) => toast({ title: t("toasts.error"), description: messageOf(err, t("toasts.locationFailed")), variant: "destructive" }),
    onSettled: () => setPhase("idle"),
  });
  const saveSettings = useUpdateUser();

  const locate = async () => {
    if (!("geolocation" in navigator)) {
      toast({ title: t("toasts.notSupportedTitle"), description: t("toasts.notSupportedBody"), variant: "destructive" });
      return;
    }
    setPhase("locating");
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch {
      setPhase("idle");
      toast({ title: t("toasts.locationErrorTitle"), description: t("toasts.locationErrorBody"), variant: "destructive" });
      return;
    }
    setPhase("saving");
    saveLocation.mutate({ latitude: position.coords.latitude, longitude: position.coords.longitude });
  };

  const save = () =>
    saveSettings.mutate(
      { maxDistance: distance, showDistance },
      {
        onSuccess: () => toast({ title: t("toasts.distanceUpdatedTitle"), description: t("toasts.distanceUpdatedBody"), variant: "success" }),
        onError: (err) => toast({ title: t("toasts.error"), description: messageOf(err, t("toasts.settingsFailed")), variant: "destructive" }),
      },
    );

  const place = placeName(user, i18n.language);

  return (
    <Card className="space-y-5" data-testid="location-settings">
      <div className="flex items-center gap-2">
        <MapPin className="h-5 w-5 text-brand-600" aria-hidden="true" />
        <h2 className="text-base font-semibold text-slate-900">{t("location.title")}</h2>
      </div>

      <div className="flex flex-col gap-3 rounded-xl bg-rose-50/60 p-4 sm:flex-row sm:items-center sm:justify-between" aria-live="polite">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("location.current")}</p>
          {hasLocation ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700" data-testid="location-status">
              <Check className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{place ? t("location.setWithPlace", { place }) : t("location.set")}</span>
            </p>
          ) : (
            <p className="text-sm text-slate-600" data-testid="location-status">
              {t("location.notSet")}
            </p>
          )}
        </div>
        <Button size="sm" variant={hasLocation ? "outline" : "primary"} onClick={() => void locate()} disabled={phase !== "idle"} className="shrink-0">
          <LocateFixed className="h-4 w-4" aria-hidden="true" />
          {phase === "locating" ? t("location.locating") : phase === "saving" ? t("location.saving") : hasLocation ? t("location.update") : t("location.enable")}
        </Button>
      </div>

      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-800">{t("location.maxDistance")}</span>
          <span className="text-slate-600">{t("location.km", { value: distance })}</span>
        </div>
        <Slider value={distance} min={DISTANCE_MIN_KM} max={DISTANCE_MAX_KM} step={1} label={t("location.maxDistance")} onValueChange={setDistance} />
      </div>
      <Switch checked={showDistance} onCheckedChange={setShowDistance} label={t("location.showDistance")} description={t("location.showDistanceHint")} />
      <Button onClick={save} disabled={saveSettings.isPending} className="w-full sm:w-auto">
        {saveSettings.isPending ? t("actions.saving") : t("location.saveSettings")}
      </Button>

      <div className="border-t border-slate-100 pt-4">
        <h3 className="mb-2 text-sm font-semibold text-slate-800">{t("location.howItWorks")}</h3>
        <ul className="list-disc space-y-1 ps-5 text-xs text-slate-600">
          <li>{t("location.how1")}</li>
          <li>{t("location.how2")}</li>
          <li>{t("location.how3")}</li>
          <li>{t("location.how4")}</li>
        </ul>
      </div>
    </Card>
  );
}
