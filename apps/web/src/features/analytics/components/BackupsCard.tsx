import { Archive, Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { Card } from "../../../ui/Card";
import { Button } from "../../../ui/Button";
import { ApiError } from "../../../api/client";
import { backupDownloadUrl, useBackups, useStartBackup } from "../queries";

const MB = 1024 * 1024;

/**
 * Whether scheduled backups are on, how the last ones went, the archives kept (each downloadable),
 * and "Back up now": written in the background, its progress shown until it is done.
 */
export function BackupsCard() {
  const { t, i18n } = useTranslation("backups");
  const { data, isError } = useBackups();
  const start = useStartBackup();
  const running = data?.running ?? null;
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Card className="min-w-0 p-4" data-testid="backups">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Archive className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t("title")}
      </h2>
      {isError ? (
        <p role="alert" className="text-sm text-slate-600">
          {t("loadFailed")}
        </p>
      ) : data && !data.enabled ? (
        <p className="text-sm text-slate-600">{t("off")}</p>
      ) : data ? (
        <div className="space-y-2 text-sm">
          <p className="text-slate-700">{t("schedule", { hours: data.everyHours, keep: data.keep })}</p>
          <p className="text-slate-700">{data.lastSuccessAt ? t("lastSuccess", { time: when(data.lastSuccessAt) }) : t("never")}</p>
          {data.lastError && data.lastFailureAt && (
            <div role="status" className="rounded-md bg-rose-50 p-2 text-rose-800">
              <p className="font-medium">{t("lastFailure", { time: when(data.lastFailureAt) })}</p>
              <p className="break-all text-xs" dir="ltr">
                {data.lastError}
              </p>
            </div>
          )}
          {data.failures > 0 && <p className="text-xs text-slate-500">{t("failures", { count: data.failures })}</p>}
          {running ? (
            <div role="status" className="space-y-1">
              <p className="text-slate-700">
                {running.step === "rows" ? t("runningRows", { rows: running.done }) : t("runningMedia", { done: running.done, total: running.total })}
              </p>
              {running.step === "media" && running.total > 0 && (
                <progress className="h-2 w-full accent-brand-600" max={running.total} value={running.done} aria-label={t("progress")} />
              )}
            </div>
          ) : (
            <Button variant="outline" disabled={start.isPending} onClick={() => start.mutate()}>
              {t("backUpNow")}
            </Button>
          )}
          {start.error && (
            <p role="alert" className="text-xs text-rose-700">
              {start.error instanceof ApiError ? start.error.message : t("startFailed")}
            </p>
          )}
          {data.archives.length > 0 && (
            <ul className="divide-y divide-slate-100">
              {data.archives.map((a) => (
                <li key={a.name} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <bdi dir="ltr" className="break-all font-mono text-xs text-slate-800">
                    {a.name}
                  </bdi>
                  <span className="flex items-center gap-2 text-xs text-slate-500">
                    {a.manual && <span>{t("manual")}</span>}
                    {t("size", { mb: Math.max(0.1, Math.round((a.bytes / MB) * 10) / 10) })}
                    <a
                      href={backupDownloadUrl(a.name)}
                      download={a.name}
                      className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      <Download className="h-3.5 w-3.5" aria-hidden="true" />
                      {t("download")}
                      <span className="sr-only">{a.name}</span>
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">{t("hint")}</p>
    </Card>
  );
}
