import { Receipt as ReceiptIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Receipt } from "@ulfa/contracts";
import { Card } from "../../ui/Card";
import { cn } from "../../ui/cn";
import { Skeleton } from "../../ui/Skeleton";
import { LoadProblem } from "../../ui/LoadProblem";
import { isLoadProblem, retryAll, useLoadState } from "../../ui/useLoadState";
import { useBillingHistory } from "./queries";
import { useItemName } from "./itemName";
import { formatDateTime, formatMoney } from "../../i18n/format";

const STATUS_TONE: Record<Receipt["status"], string> = {
  succeeded: "bg-green-50 text-green-800 ring-green-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  canceled: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** Every payment with its receipt: item, date, amount, status and the provider's reference, in the member's language. */
export function BillingHistory() {
  const { t, i18n } = useTranslation("premium");
  const history = useBillingHistory();
  const load = useLoadState(history);
  const itemName = useItemName();
  const amount = (r: Receipt) => formatMoney(r.amount, r.currency, i18n.language);

  return (
    <section aria-labelledby="billing-heading" className="space-y-3" data-testid="billing-history">
      <h2 id="billing-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ReceiptIcon className="h-5 w-5 text-slate-600" aria-hidden="true" />
        {t("billing.title")}
      </h2>
      {load === "loading" ? (
        <Skeleton className="h-20 w-full rounded-2xl" />
      ) : isLoadProblem(load) || !history.data ? (
        <LoadProblem state={isLoadProblem(load) ? load : "error"} onRetry={retryAll(history)} failed={t("billing.loadFailed")} />
      ) : history.data.payments.length === 0 ? (
        <Card className="text-sm text-slate-600">{t("billing.empty")}</Card>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {history.data.payments.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-4" data-testid="receipt">
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium text-slate-900">{itemName(r.item, r.count)}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={r.date}>{formatDateTime(r.date, i18n.language)}</time>
                </p>
                <p className="text-xs text-slate-600">
                  {t("billing.reference")}{" "}
                  <code dir="ltr" className="break-all text-slate-700">
                    {r.id}
                  </code>
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                {/* Isolated left-to-right, so Arabic's "US$" is not reordered into "$US" by the surrounding text. */}
                <span dir="ltr" className="font-semibold text-slate-900" data-testid="receipt-amount">
                  {amount(r)}
                </span>
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium ring-1", STATUS_TONE[r.status])} data-testid="receipt-status">
                  {t(`billing.status.${r.status}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
