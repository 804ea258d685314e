import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DateShare } from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { formatDateTime } from "../../i18n/format";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/toast-store";
import { dateSharesQueryKey } from "./queries";
import { useCurrentUser } from "../../session/useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

/** A shared date's check-in: its time, and once asked, "Are you OK?" with "I'm OK" and "I need help" (docs/privacy.md). */
export function CheckInRow({ share }: { share: DateShare }) {
  const { t, i18n } = useTranslation("questions");
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const answer = useMutation({
    mutationFn: (kind: "ok" | "help") => {
      if (kind === "ok") return call(endpoints.privacyLinks.dateShareOk, { params: { id: share.id } });
      return new Promise<GeolocationPosition | null>((resolve) =>
        share.shareLocation && "geolocation" in navigator ? navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), { timeout: 5000 }) : resolve(null),
      ).then((p) => call(endpoints.privacyLinks.dateShareHelp, { params: { id: share.id }, body: p ? { latitude: p.coords.latitude, longitude: p.coords.longitude } : {} }));
    },
    onSuccess: (updated) => {
      toast({ title: updated.checkIn === "ok" ? t("checkIn.okDone") : t("checkIn.alerted"), variant: "success" });
      void queryClient.invalidateQueries({ queryKey: dateSharesQueryKey });
    },
    onError: (err) => toast({ title: t("checkIn.failed"), description: messageOf(err, t("checkIn.failed")), variant: "destructive" }),
  });
  if (share.checkIn === "none" || !share.checkInAt) return null;
  if (share.checkIn === "ok") return <p className="text-xs text-emerald-700">{t("checkIn.okDone")}</p>;
  if (share.checkIn === "alerted") return <p className="text-xs text-amber-700">{t("checkIn.alerted")}</p>;
  return (
    <div className="space-y-2" data-testid="date-check-in">
      <p className={share.checkIn === "asked" ? "text-sm font-semibold text-slate-900" : "text-xs text-slate-700"} role={share.checkIn === "asked" ? "alert" : undefined}>
        {share.checkIn === "asked" ? t("checkIn.asked", { context: me?.gender === "female" ? "female" : undefined }) : t("checkIn.scheduled", { time: formatDateTime(share.checkInAt, i18n.language) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate("ok")} data-testid="date-check-in-ok">
          {t("checkIn.ok")}
        </Button>
        <Button size="sm" variant="danger" disabled={answer.isPending} onClick={() => answer.mutate("help")} data-testid="date-check-in-help">
          {t("checkIn.help")}
        </Button>
      </div>
    </div>
  );
}
