import { useTranslation } from "react-i18next";
import { codeOf } from "../../api/client";
import { toast } from "../../ui/toast-store";
import { useSetSharing, useSetVisibility } from "./queries";

/**
 * Sharing one's location with matches and appearing on their map, with the toasts that answer
 * each change: used by the privacy dialog (map tab and profile settings) and the map's own
 * visibility switch.
 */
export function useLocationPrivacy() {
  const { t } = useTranslation("map");
  const setSharing = useSetSharing();
  const setVisibility = useSetVisibility();
  const changeSharing = (enabled: boolean) =>
    setSharing.mutate(enabled, {
      onError: () => toast({ title: t("toasts.error"), description: t("toasts.sharingFailed"), variant: "destructive" }),
    });
  const changeVisibility = (visible: boolean) =>
    setVisibility.mutate(visible, {
      onSuccess: () => toast({ title: visible ? t("toasts.visible") : t("toasts.hidden"), variant: "success" }),
      onError: (err) =>
        codeOf(err) === "LOCATION_SHARING_REQUIRED"
          ? toast({ title: t("toasts.sharingRequired"), description: t("toasts.sharingRequiredBody"), variant: "destructive" })
          : toast({ title: t("toasts.error"), description: t("toasts.visibilityFailed"), variant: "destructive" }),
    });
  return { changeSharing, changeVisibility, busy: setSharing.isPending || setVisibility.isPending, visibilityPending: setVisibility.isPending };
}
