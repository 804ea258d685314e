import type { CurrentUser } from "@ulfa/contracts";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/Dialog";
import { Switch } from "../../ui/Switch";

/** The map's Privacy dialog: share location with matches, and appear on their map. */
export function MapPrivacyDialog({
  user,
  open,
  onOpenChange,
  onSharing,
  onVisible,
  busy,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSharing: (enabled: boolean) => void;
  onVisible: (visible: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation("map");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("privacy.title")} description={t("privacy.description")}>
      <div className="space-y-4" data-testid="map-privacy-dialog">
        <Switch checked={user.locationSharingEnabled} onCheckedChange={onSharing} disabled={busy} label={t("privacy.sharing")} description={t("privacy.sharingHint")} />
        <Switch
          checked={user.locationSharingEnabled && user.showOnMap}
          onCheckedChange={onVisible}
          disabled={busy || !user.locationSharingEnabled}
          label={t("privacy.visible")}
          description={user.locationSharingEnabled ? t("privacy.visibleHint") : t("privacy.needsSharing")}
        />
        <p className="rounded-xl bg-slate-50 p-3 text-xs text-slate-600">{t("privacy.approximate")}</p>
      </div>
    </Dialog>
  );
}
