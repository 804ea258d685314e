import type { CurrentUser } from "@ulfa/contracts";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/Dialog";
import { Switch } from "../../ui/Switch";
import { useLocationPrivacy } from "./useLocationPrivacy";

/**
 * Location privacy, the one dialog the map tab and the profile's settings both open: share location
 * with matches, and appear on their map (which needs sharing on).
 */
export function LocationPrivacyDialog({ user, open, onOpenChange }: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("map");
  const { changeSharing, changeVisibility, busy } = useLocationPrivacy();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("privacy.title")} description={t("privacy.description")}>
      <div className="space-y-4" data-testid="location-privacy-dialog">
        <Switch checked={user.locationSharingEnabled} onCheckedChange={changeSharing} disabled={busy} label={t("privacy.sharing")} description={t("privacy.sharingHint")} />
        <Switch
          checked={user.locationSharingEnabled && user.showOnMap}
          onCheckedChange={changeVisibility}
          disabled={busy || !user.locationSharingEnabled}
          label={t("privacy.visible")}
          description={user.locationSharingEnabled ? t("privacy.visibleHint") : t("privacy.needsSharing")}
        />
        <p className="rounded-xl bg-slate-50 p-3 text-xs text-slate-600">{t("privacy.approximate")}</p>
      </div>
    </Dialog>
  );
}
