import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MapPin, Settings2 } from "lucide-react";
import type { InterestedIn } from "@ulfa/contracts";
import { DISTANCE_MAX_KM, DISTANCE_MIN_KM } from "@ulfa/contracts/constants";
import { Card } from "../../../ui/Card";
import { Slider } from "../../../ui/Slider";
import { Switch } from "../../../ui/Switch";
import { toast } from "../../../ui/toast-store";
import { cn } from "../../../ui/cn";
import { useUpdateInterestedIn } from "../queries";
import type { FilterState } from "../deck-params";

/** Location Filter card (shown only when the member has coordinates): distance, AI matching, looking for. */
export function FilterCard({
  value,
  onChange,
  interestedIn,
}: {
  value: FilterState;
  onChange: (next: FilterState) => void;
  interestedIn: InterestedIn;
}) {
  const { t } = useTranslation("discover");
  const [showSettings, setShowSettings] = useState(false);
  const [draft, setDraft] = useState(value.distance);
  const updateInterestedIn = useUpdateInterestedIn();

  const choose = (next: InterestedIn) =>
    updateInterestedIn.mutate(next, {
      onSuccess: () => toast({ title: t("toast.preferencesUpdated"), variant: "success" }),
      onError: () => toast({ title: t("toast.updateFailed"), description: t("toast.updateFailedBody"), variant: "destructive" }),
    });

  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="location-filter">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <MapPin className="h-4 w-4 text-brand-600" aria-hidden="true" />
          {t("filter.title")}
        </h2>
        <button
          type="button"
          className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
          aria-expanded={showSettings}
          aria-label={t("filter.settings")}
          onClick={() => setShowSettings((s) => !s)}
        >
          <Settings2 className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <Switch
        checked={value.distanceOn}
        onCheckedChange={(distanceOn) => onChange({ ...value, distanceOn })}
        label={t("filter.distanceToggle")}
        description={value.distanceOn ? t("filter.within", { km: value.distance }) : t("filter.savedLimit")}
      />
      {showSettings && (
        <div className="flex flex-col gap-4 border-t border-slate-100 pt-4">
          <div>
            <div className="mb-2 flex justify-between text-sm">
              <span className="font-medium text-slate-800">{t("filter.maxDistance")}</span>
              <span className="text-slate-600">{t("filter.km", { km: draft })}</span>
            </div>
            <Slider
              value={draft}
              min={DISTANCE_MIN_KM}
              max={DISTANCE_MAX_KM}
              step={1}
              label={t("filter.maxDistance")}
              onValueChange={setDraft}
              onValueCommit={(distance) => onChange({ ...value, distance })}
            />
          </div>
          <Switch checked={value.smart} onCheckedChange={(smart) => onChange({ ...value, smart })} label={t("filter.smart")} description={t("filter.smartHint")} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t("filter.lookingFor")}</legend>
            <div className="grid grid-cols-3 gap-2">
              {(["male", "female", "both"] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={interestedIn === option}
                  disabled={updateInterestedIn.isPending}
                  onClick={() => choose(option)}
                  className={cn(
                    "rounded-full border px-3 py-1.5 text-sm font-medium",
                    interestedIn === option ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50",
                  )}
                >
                  {t(`filter.${option}`)}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </Card>
  );
}
