import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DateShare } from "@ulfa/contracts";
import { messageOf } from "../../api/client";
import { formatDateTime } from "../../i18n/format";
import { Button } from "../../ui/Button";
import { CheckInRow } from "./CheckInRow";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toast } from "../../ui/toast-store";
import { useMatches } from "../../entities/matches/queries";
import { useDateShares, useRevokeDateShare } from "./queries";

/** The "share my date" links that still work: with whom, when, where, until when; each can be ended. */
export function DateSharesSection() {
  const { t, i18n } = useTranslation("privacy");
  const list = useDateShares();
  const matches = useMatches();
  const revoke = useRevokeDateShare();
  const [ending, setEnding] = useState<DateShare | null>(null);
  const shares = list.data ?? [];
  // The matches list drops a partner who is gone (unmatched, blocked, deactivated): the link still shows, unnamed.
  const nameOf = (matchId: number) => matches.data?.find((m) => m.id === matchId)?.otherUser.name ?? t("date.someone");

  const end = () => {
    if (!ending) return;
    revoke.mutate(ending.id, {
      onSuccess: () => {
        toast({ title: t("date.revoked"), variant: "success" });
        setEnding(null);
      },
      onError: (err) => toast({ title: t("date.failed"), description: messageOf(err, t("date.failed")), variant: "destructive" }),
    });
  };

  return (
    <section className="space-y-3" aria-labelledby="date-shares-title" data-testid="date-shares-section">
      <h3 id="date-shares-title" className="text-sm font-semibold text-slate-900">{t("date.listTitle")}</h3>
      <p className="text-xs text-slate-600">{t("date.listHint")}</p>
      {list.isSuccess && shares.length === 0 && <p className="text-xs text-slate-600">{t("date.none")}</p>}
      {shares.length > 0 && (
        <ul className="space-y-2" data-testid="date-shares-list">
          {shares.map((share) => {
            const name = nameOf(share.matchId);
            return (
              <li key={share.id} className="space-y-1 rounded-xl border border-slate-200 p-3" data-testid="date-share-item">
                <div className="flex items-center justify-between gap-2">
                  <p className="min-w-0 truncate text-sm font-medium text-slate-900">{t("date.meeting", { name })}</p>
                  <Button size="sm" variant="danger" disabled={revoke.isPending} onClick={() => setEnding(share)}>
                    {t("date.revoke")}
                    <span className="sr-only"> {t("date.endLabel", { name })}</span>
                  </Button>
                </div>
                <p className="text-xs text-slate-700">{t("date.at", { time: formatDateTime(share.at, i18n.language) })}</p>
                <p className="text-xs text-slate-700">
                  <bdi>{t("date.place", { place: share.place })}</bdi>
                </p>
                <p className="text-xs text-slate-600">{t("date.expires", { time: formatDateTime(share.expiresAt, i18n.language) })}</p>
                <CheckInRow share={share} />
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t("date.confirmTitle")}
        description={t("date.confirmBody", { name: ending ? nameOf(ending.matchId) : "" })}
        confirmLabel={t("date.revoke")}
        danger
        pending={revoke.isPending}
        onConfirm={end}
        testId="date-share-end"
        nested
      />
    </section>
  );
}
