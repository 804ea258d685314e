import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@ulfa/contracts";
import { useTranslation } from "react-i18next";
import { api, codeOf, messageOf } from "../../api/client";
import { userQueryKey } from "../../session/useCurrentUser";
import { Dialog } from "../../ui/Dialog";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";

/**
 * Location Privacy: share location with matches and appear on the map. The calls belong to the
 * map feature (POST /api/location/sharing, /api/location/visibility); turning sharing off also hides
 * the member from the map, and visibility can only be switched on while sharing is on.
 */
export function LocationPrivacyDialog({ user, open, onOpenChange }: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["map"] });
  };
  const patchUser = (patch: Partial<CurrentUser>) => queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, ...patch } : old));

  const sharing = useMutation({
    mutationFn: (enabled: boolean) => api.post("/api/location/sharing", { enabled }),
    onMutate: (enabled) => patchUser(enabled ? { locationSharingEnabled: true } : { locationSharingEnabled: false, showOnMap: false }),
    onSuccess: () => toast({ title: t("toasts.settingsUpdated"), variant: "success" }),
    onError: (err) => toast({ title: t("toasts.error"), description: messageOf(err, t("toasts.sharingFailed")), variant: "destructive" }),
    onSettled: refresh,
  });
  const visibility = useMutation({
    mutationFn: (visible: boolean) => api.post("/api/location/visibility", { visible }),
    onMutate: (visible) => patchUser({ showOnMap: visible }),
    onSuccess: (_, visible) => toast({ title: visible ? t("toasts.visibleOnMap") : t("toasts.hiddenFromMap"), variant: "success" }),
    onError: (err) =>
      codeOf(err) === "LOCATION_SHARING_REQUIRED"
        ? toast({ title: t("toasts.sharingRequiredTitle"), description: t("toasts.sharingRequiredBody"), variant: "destructive" })
        : toast({ title: t("toasts.error"), description: messageOf(err, t("toasts.visibilityFailed")), variant: "destructive" }),
    onSettled: refresh,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("locationPrivacy.title")} description={t("locationPrivacy.description")}>
      <div className="space-y-4" data-testid="location-privacy-dialog">
        <Switch
          checked={user.locationSharingEnabled}
          onCheckedChange={(enabled) => sharing.mutate(enabled)}
          disabled={sharing.isPending}
          label={t("locationPrivacy.sharing")}
          description={t("locationPrivacy.sharingHint")}
        />
        <Switch
          checked={user.locationSharingEnabled && user.showOnMap}
          onCheckedChange={(visible) => visibility.mutate(visible)}
          disabled={!user.locationSharingEnabled || visibility.isPending}
          label={t("locationPrivacy.visible")}
          description={user.locationSharingEnabled ? t("locationPrivacy.visibleHint") : t("locationPrivacy.visibleNeedsSharing")}
        />
        <p className="rounded-xl bg-slate-50 p-3 text-xs text-slate-600">{t("locationPrivacy.approximate")}</p>
      </div>
    </Dialog>
  );
}
