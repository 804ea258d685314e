import { formatLongDate } from "../../i18n/format";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../ui/Card";
import { Switch } from "../../ui/Switch";
import { toast } from "../../ui/toast-store";
import { useCurrentSubscription, useSetAutoRenew } from "./queries";
import { paymentErrorText } from "./messages";

/** The member's plan and its auto-renew switch; premium runs to the end of the paid period either way. */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation("premium");
  const current = useCurrentSubscription();
  const setAutoRenew = useSetAutoRenew();
  const sub = current.data?.subscription;
  if (!sub) return null;

  const end = sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd, i18n.language) : "";
  const state = sub.status === "canceled" ? t("subscription.ended", { date: end }) : sub.autoRenew ? t("subscription.renews", { date: end }) : t("subscription.endsOn", { date: end });

  // Not disabled while the call runs: a disabled switch would drop keyboard focus to <body>.
  const change = (autoRenew: boolean) =>
    !setAutoRenew.isPending &&
    setAutoRenew.mutate(
      { id: sub.id, autoRenew },
      {
        onSuccess: () =>
          toast({
            title: autoRenew ? t("subscription.turnedOn") : t("subscription.turnedOff"),
            description: autoRenew ? t("subscription.renews", { date: end }) : t("subscription.endsOn", { date: end }),
            variant: "success",
          }),
        onError: (err) => toast({ title: t("subscription.changeFailed"), description: paymentErrorText(t, err, t("toasts.purchaseFailedBody")), variant: "destructive" }),
      },
    );

  return (
    <Card className="space-y-3" data-testid="subscription-card">
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{t(`plans.${sub.plan}Name`)}</h2>
          <p className="text-sm text-slate-600" data-testid="subscription-state">
            {state}
          </p>
        </div>
      </div>
      <Switch
        checked={sub.autoRenew}
        onCheckedChange={change}
        disabled={sub.status === "canceled"}
        label={t("subscription.autoRenew")}
        description={t("subscription.autoRenewHint")}
      />
    </Card>
  );
}
