import type { CurrentUser, InterestedIn } from "@ulfa/contracts";
import { DISTANCE_MAX_KM, DISTANCE_MIN_KM } from "@ulfa/contracts/constants";
import { MapPinned } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { cn } from "../../ui/cn";
import { Dialog } from "../../ui/Dialog";
import { LanguageSwitch } from "../../ui/LanguageSwitch";
import { Slider } from "../../ui/Slider";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";
import { PrivacySwitches } from "./PrivacySwitches";
import { useUpdateUser } from "./queries";
import { SettingsExtraRows } from "./SettingsExtraRows";
import { DigitsChoice } from "./DigitsChoice";

const INTERESTED_IN: InterestedIn[] = ["male", "female", "both"];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

/** Settings: language, discovery, privacy and the way to Location Privacy. */
export function SettingsDialog({
  user,
  open,
  onOpenChange,
  onLocationPrivacy,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLocationPrivacy: () => void;
}) {
  const { t } = useTranslation("profile");
  const update = useUpdateUser();
  const [distance, setDistance] = useState(user.maxDistance);
  useEffect(() => setDistance(user.maxDistance), [user.maxDistance]);

  const savePreferences = (input: { maxDistance?: number; showDistance?: boolean; interestedIn?: InterestedIn }) =>
    update.mutate(input, {
      onSuccess: () => toast({ title: t("toasts.preferencesUpdated"), variant: "success" }),
      onError: (err) => toast({ title: t("toasts.error"), description: messageOf(err, t("toasts.preferencesFailed")), variant: "destructive" }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("settings.title")} description={t("settings.description")}>
      <div className="space-y-5" data-testid="settings-dialog">
        <Section title={t("settings.language")}>
          <div className="flex items-center justify-between gap-4">
            <span className="text-sm text-slate-700">{t("settings.languageHint")}</span>
            {/* Saved to the account by useSaveLanguageChoice, like every language switch. */}
            <LanguageSwitch />
          </div>
          <DigitsChoice />
        </Section>

        <Section title={t("settings.discovery")}>
          <div role="group" aria-labelledby="interested-in-label" className="space-y-2">
            <span id="interested-in-label" className="text-sm font-medium text-slate-800">
              {t("settings.interestedIn")}
            </span>
            <div className="grid grid-cols-3 gap-2">
              {INTERESTED_IN.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={user.interestedIn === value}
                  onClick={() => user.interestedIn !== value && savePreferences({ interestedIn: value })}
                  className={cn(
                    "rounded-full border px-3 py-1.5 text-sm font-medium",
                    user.interestedIn === value ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50",
                  )}
                >
                  {t(`settings.interested.${value}`)}
                </button>
              ))}
            </div>
          </div>
          <div className="space-y-2">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-slate-800">{t("location.maxDistance")}</span>
              <span className="text-slate-600">{t("location.km", { value: distance })}</span>
            </div>
            <Slider
              value={distance}
              min={DISTANCE_MIN_KM}
              max={DISTANCE_MAX_KM}
              step={1}
              label={t("location.maxDistance")}
              onValueChange={setDistance}
              onValueCommit={(value) => savePreferences({ maxDistance: value })}
            />
          </div>
          <Switch
            checked={user.showDistance}
            onCheckedChange={(value) => savePreferences({ showDistance: value })}
            label={t("location.showDistance")}
            description={t("location.showDistanceHint")}
          />
        </Section>

        <Section title={t("settings.privacy")}>
          <PrivacySwitches user={user} />
        </Section>

        <Section title={t("settings.locationPrivacy")}>
          <Button variant="outline" className="w-full" onClick={onLocationPrivacy}>
            <MapPinned className="h-4 w-4" aria-hidden="true" />
            {t("settings.openLocationPrivacy")}
          </Button>
        </Section>

        <SettingsExtraRows />
      </div>
    </Dialog>
  );
}
