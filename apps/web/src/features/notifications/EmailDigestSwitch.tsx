import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { NotificationSettings } from "@ulfa/contracts";
import { api, messageOf } from "../../api/client";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";

export const notificationSettingsQueryKey = ["notifications", "settings"] as const;

/**
 * The opt-in daily e-mail digest of unread messages (off by default). Self-contained so the
 * profile Settings dialog can mount it as is.
 */
export function EmailDigestSwitch() {
  const { t } = useTranslation("notifications");
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: () => api.get<NotificationSettings>("/api/notifications/settings"),
  });
  const save = useMutation({
    mutationFn: (emailDigest: boolean) => api.post<NotificationSettings>("/api/notifications/settings", { emailDigest }),
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsQueryKey, data),
    onError: (err) => toast({ title: t("digest.failed"), description: messageOf(err, t("digest.failed")), variant: "destructive" }),
  });
  return (
    <Switch
      checked={save.isPending ? (save.variables ?? false) : (settings.data?.emailDigest ?? false)}
      onCheckedChange={(checked) => save.mutate(checked)}
      disabled={!settings.data || save.isPending}
      label={t("digest.label")}
      description={t("digest.hint")}
    />
  );
}
