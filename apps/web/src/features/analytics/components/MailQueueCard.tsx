import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card";
import { cn } from "../../../ui/cn";
import { useFormatters } from "../format";
import { useMailQueue } from "../queries";

/** Outgoing mail for admins: how much waits for a retry and which mails were given up, and why. */
export function MailQueueCard() {
  const { t } = useTranslation("analytics");
  const fmt = useFormatters();
  const { data, isError } = useMailQueue();

  return (
    <Card className="min-w-0 p-4" data-testid="mail-queue">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Mail className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {t("mailQueue.title")}
        </h2>
        {data && (
          <p className="flex gap-2 text-xs font-medium">
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-800">{t("mailQueue.waiting", { n: fmt.number(data.pending) })}</span>
            <span className="rounded-full bg-rose-50 px-2 py-0.5 text-rose-800">{t("mailQueue.failed", { n: fmt.number(data.failed) })}</span>
          </p>
        )}
      </div>
      {isError ? (
        <p role="alert" className="text-sm text-slate-600">
          {t("mailQueue.loadFailed")}
        </p>
      ) : data && data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("mailQueue.allSent")}</p>
      ) : data ? (
        <ul className="divide-y divide-slate-100">
          {data.items.map((item) => (
            <li key={item.id} className="space-y-1 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <bdi dir="ltr" className="min-w-0 break-all font-medium text-slate-900">
                  {item.to}
                </bdi>
                <span
                  className={cn(
                    "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium",
                    item.state === "failed" ? "bg-rose-100 text-rose-800" : "bg-amber-100 text-amber-800",
                  )}
                >
                  {item.state === "failed" ? t("mailQueue.stateFailed") : t("mailQueue.statePending")}
                </span>
              </div>
              <p className="text-slate-700" dir="auto">
                {item.subject}
              </p>
              <p className="text-xs text-slate-500">
                {t("mailQueue.attempts", { n: fmt.number(item.attempts) })} ·{" "}
                {item.nextAttemptAt
                  ? t("mailQueue.nextAttempt", { time: fmt.time(item.nextAttemptAt) })
                  : t("mailQueue.queuedAt", { time: fmt.time(item.createdAt) })}
              </p>
              {item.lastError && (
                <p className="break-all text-xs text-rose-700" dir="ltr">
                  {item.lastError}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">{t("mailQueue.hint")}</p>
    </Card>
  );
}
