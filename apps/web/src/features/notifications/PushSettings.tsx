import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { NotificationSettings } from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { Field, Input } from "../../ui/Field";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";
import { deviceSubscription, pushSupported, PushTimeoutError, subscribeDevice, unsubscribeDevice } from "./push-device";
import { browserTimeZone, useNotificationSettings, useSaveNotificationSettings } from "./settings";
import { useSiteName } from "../site";

const deviceQueryKey = ["notifications", "push-device"] as const;
const DEFAULT_QUIET = { quietHoursStart: "22:00", quietHoursEnd: "07:00" };

type EventSwitch = "pushMatch" | "pushMessage" | "pushMessagePreview" | "pushSuperLike" | "pushLikesWaiting" | "pushBoostEnded";
const EVENTS: EventSwitch[] = ["pushMatch", "pushMessage", "pushMessagePreview", "pushSuperLike", "pushLikesWaiting", "pushBoostEnded"];

/**
 * Notifications on this device (Web Push): on/off for this browser, which events, previews of
 * message text, and quiet hours on the member's clock. The switches are the member's, for every
 * device; the first switch is this browser's alone.
 */
export function PushSettings() {
  const { t } = useTranslation("notifications");
  const site = useSiteName();
  const queryClient = useQueryClient();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const supported = pushSupported();
  const device = useQuery({ queryKey: deviceQueryKey, queryFn: async () => Boolean(await deviceSubscription()), enabled: supported });
  const toggleDevice = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) return unsubscribeDevice();
      if ((await subscribeDevice()) === "denied") throw new Error(t("push.denied", { site }));
      save.mutate({ timeZone: browserTimeZone() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceQueryKey }),
    onError: (err) =>
      toast({
        title: t("push.failed"),
        // A browser that never answers gets a next step, not a switch stuck on (issue 31).
        description: err instanceof PushTimeoutError ? t("mobile:push.timeout", { site }) : messageOf(err, t("push.failed")),
        variant: "destructive",
      }),
  });

  if (!supported) return <p className="text-sm text-slate-600">{t("push.unsupported", { site })}</p>;
  const data = settings.data;
  const value = <K extends keyof NotificationSettings>(key: K): NotificationSettings[K] | undefined =>
    save.isPending && save.variables[key] !== undefined ? (save.variables[key] as NotificationSettings[K]) : data?.[key];
  const quiet = value("quietHoursStart") !== null && value("quietHoursStart") !== undefined;
  const busy = !data || save.isPending;

  return (
    <div className="space-y-3" data-testid="push-settings">
      <Switch
        checked={toggleDevice.isPending ? toggleDevice.variables : (device.data ?? false)}
        onCheckedChange={(on) => toggleDevice.mutate(on)}
        disabled={device.isLoading || toggleDevice.isPending}
        label={t("push.device")}
        description={t("push.deviceHint", { site })}
      />
      {EVENTS.map((key) => (
        <Switch
          key={key}
          checked={value(key) ?? false}
          onCheckedChange={(on) => save.mutate({ [key]: on })}
          disabled={busy || (key === "pushMessagePreview" && !value("pushMessage"))}
          label={t(`push.events.${key}`)}
          description={key === "pushMessagePreview" ? t("push.previewHint") : key === "pushLikesWaiting" ? t("push.premiumHint") : undefined}
        />
      ))}
      <Switch
        checked={quiet}
        onCheckedChange={(on) => save.mutate(on ? { ...DEFAULT_QUIET, timeZone: browserTimeZone() } : { quietHoursStart: null, quietHoursEnd: null })}
        disabled={busy}
        label={t("push.quiet")}
        description={t("push.quietHint")}
      />
      {quiet && data && (
        <div className="grid grid-cols-2 gap-3">
          <Field label={t("push.quietFrom")}>
            {(props) => (
              <Input
                {...props}
                type="time"
                value={value("quietHoursStart") ?? ""}
                onChange={(e) => e.target.value && save.mutate({ quietHoursStart: e.target.value, quietHoursEnd: data.quietHoursEnd, timeZone: browserTimeZone() })}
              />
            )}
          </Field>
          <Field label={t("push.quietTo")}>
            {(props) => (
              <Input
                {...props}
                type="time"
                value={value("quietHoursEnd") ?? ""}
                onChange={(e) => e.target.value && save.mutate({ quietHoursStart: data.quietHoursStart, quietHoursEnd: e.target.value, timeZone: browserTimeZone() })}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}
