import { Archive } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { Card } from "../../../ui/Card";
import { useBackups } from "../queries";

const MB = 1024 * 1024;

/** Read-only: whether scheduled backups are on, how the last ones went, and the archives kept. */
export function BackupsCard() {
  const { t, i18n } = useTranslation("backups");
  const { data, isError } = useBackups();
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
          {data.archives.length > 0 && (
            <ul className="divide-y divide-slate-100">
              {data.archives.map((a) => (
                <li key={a.name} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <bdi dir="ltr" className="break-all font-mono text-xs text-slate-800">
                    {a.name}
                  </bdi>
                  <span className="text-xs text-slate-500">{t("size", { mb: Math.max(0.1, Math.round((a.bytes / MB) * 10) / 10) })}</span>
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
