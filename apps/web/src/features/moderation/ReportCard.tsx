import { Flag } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ModerationReport } from "@ulfa/contracts";
import { Button } from "../../ui/Button";
import { formatDateTime } from "../../i18n/format";
import { isolate } from "./QueueStates";

/** "Arabic" / "العربية": a language code named in the admin's interface language. */
const languageName = (code: string, lang: string) => new Intl.DisplayNames([lang], { type: "language" }).of(code) ?? code;

/** An open member report: the reason, the reporter's own words, and dismiss or suspend (each confirmed by the queue). */
export function ReportCard({ report, onAction }: { report: ModerationReport; onAction: (action: "dismiss" | "suspend") => void }) {
  const { t, i18n } = useTranslation("moderation");
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start" data-testid="report-item">
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
            {/* The reporter's own words, as written, in their language (no machine translation). */}
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
        <Button variant="outline" size="sm" onClick={() => onAction("dismiss")}>
          {t("reports.dismiss")}
        </Button>
        <Button variant="danger" size="sm" onClick={() => onAction("suspend")}>
          {t("reports.suspend")}
        </Button>
      </div>
    </div>
  );
}
