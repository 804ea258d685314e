import type { CurrentUser, PrivacySettings } from "@ulfa/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../api/client";
import { userQueryKey } from "../../session/useCurrentUser";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";
import { useUpdateUser } from "./queries";

const KEYS: (keyof PrivacySettings)[] = ["showAge", "showDistance", "showOnlineStatus", "showLastSeen", "allowMessages", "readReceipts", "photosPrivate", "incognito"];

/** The privacy switches, saved on the server with PATCH {privacy} (docs/product-rules.md) and applied optimistically. */
export function PrivacySwitches({ user }: { user: CurrentUser }) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const update = useUpdateUser();

  const change = (key: keyof PrivacySettings, value: boolean) => {
    const before = user.privacy;
    queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, privacy: { ...old.privacy, [key]: value } } : old));
    update.mutate(
      { privacy: { [key]: value } },
      {
        onSuccess: () => toast({ title: t("toasts.settingsUpdated"), variant: "success" }),
        onError: (err) => {
          queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, privacy: before } : old));
          toast({ title: t("toasts.error"), description: messageOf(err, t("toasts.settingsFailed")), variant: "destructive" });
        },
      },
    );
  };

  return (
    <div className="space-y-4" data-testid="privacy-switches">
      {KEYS.map((key) => (
        <Switch
          key={key}
          checked={user.privacy[key]}
          onCheckedChange={(value) => change(key, value)}
          label={t(`privacy.${key}`)}
          description={t(`privacy.${key}Hint`)}
        />
      ))}
    </div>
  );
}
