import { useState } from "react";
import { Flag, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ModerationReport } from "@ulfa/contracts";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { toast } from "../../ui/toast-store";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { EmptyState, isolate, MemberAvatar, queueFallback, useActionFailedToast } from "./QueueStates";
import { useActOnReport, useReportQueue } from "./queries";
import { formatDateTime } from "../../i18n/format";

/** "Arabic" / "العربية": a language code named in the admin's interface language. */
const languageName = (code: string, lang: string) => new Intl.DisplayNames([lang], { type: "language" }).of(code) ?? code;

type Action = { report: ModerationReport; action: "dismiss" | "suspend" };

/** Open member reports: dismiss, or suspend the reported member. */
export function ReportQueue() {
  const { t, i18n } = useTranslation("moderation");
  const actionFailed = useActionFailedToast();
  const queue = useReportQueue();
  const act = useActOnReport();
  const [pending, setPending] = useState<Action | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { report, action } = pending;
    act.mutate(
      { id: report.id, action },
      {
        onSuccess: () => {
          toast({
            title: t(action === "suspend" ? "reports.suspended" : "reports.dismissed"),
            description: report.reported.name,
            variant: "success",
          });
          setPending(null);
        },
        onError: actionFailed,
      },
    );
  };

  const fallback = queueFallback(queue);
  if (fallback || !queue.data) return fallback;
  if (queue.data.length === 0) return <EmptyState icon={ShieldCheck} text={t("reports.empty")} />;

  return (
    <>
      <ul className="space-y-3">
        {queue.data.map((report) => (
          <li key={report.id}>
            <Card className="flex gap-3 p-4" data-testid="report-item">
              <MemberAvatar photo={report.reported.profilePhoto} />
              <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="break-words font-semibold text-slate-900">
                    <bdi>{report.reported.name}</bdi> <bdi className="font-normal text-slate-500">@{report.reported.username}</bdi>
                  </p>
                  <p className="flex items-center gap-1.5 text-sm font-medium text-red-700">
                    <Flag className="h-4 w-4" aria-hidden="true" />
                    {t(`reasons.${report.reason}`)}
                  </p>
                  {report.details && (
                    <>
                      {/* The reporter's own words, as written, in their language (issue 31: no machine translation). */}
                      <p className="whitespace-pre-line break-words text-sm text-slate-700" dir="auto" lang={report.reporterLanguage} data-testid="report-details">
                        {report.details}
                      </p>
                      <p className="text-xs text-slate-500" data-testid="report-language">
                        {t("mobile:reports.writtenIn", { language: languageName(report.reporterLanguage, i18n.language) })}
                      </p>
                    </>
                  )}
                  <p className="text-xs text-slate-500">
                    <bdi>{t("reports.by", { name: isolate(report.reporter.name) })}</bdi> ·{" "}
                    <time dateTime={report.createdAt}>
                      <bdi>{formatDateTime(report.createdAt, i18n.language)}</bdi>
                    </time>
                  </p>
                </div>
                <div className="flex shrink-0 justify-end gap-2">
                  <Button variant="outline" size="sm" onClick={() => setPending({ report, action: "dismiss" })}>
                    {t("reports.dismiss")}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => setPending({ report, action: "suspend" })}>
                    {t("reports.suspend")}
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t(pending?.action === "suspend" ? "reports.confirmSuspendTitle" : "reports.confirmDismissTitle")}
        description={t(pending?.action === "suspend" ? "reports.confirmSuspend" : "reports.confirmDismiss", { name: isolate(pending?.report.reported.name ?? "") })}
        confirmLabel={t(pending?.action === "suspend" ? "reports.suspend" : "reports.dismiss")}
        danger={pending?.action === "suspend"}
        pending={act.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
