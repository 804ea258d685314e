import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { NotificationSettingsUpdate } from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { toast } from "../../ui/toast-store";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

export const notificationSettingsQueryKey = ["notifications", "settings"] as const;

/** GET /api/notifications/settings: the e-mail digest and the Web Push switches. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => call(endpoints.notifications.settings, {}, { signal }),
  });
}

/** POST /api/notifications/settings with only the keys that change. */
export function useSaveNotificationSettings() {
  const { t } = useTranslation("notifications");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationSettingsUpdate) => call(endpoints.notifications.saveSettings, { body: update }),
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsQueryKey, data),
    onError: (err) => toast({ title: t("settingsFailed"), description: messageOf(err, t("settingsFailed")), variant: "destructive" }),
  });
}

/** The browser's zone, so quiet hours are read on the member's clock. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
