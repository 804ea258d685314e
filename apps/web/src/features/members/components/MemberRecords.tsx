import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MemberAdminDetail, MemberReport } from "@ulfa/contracts";
import { formatDateTime, formatMoney } from "../../../i18n/format";

/** Minor units per major unit: fils for the three-decimal Kuwaiti dinar, cents otherwise. */
const minorUnits = (currency: string) => (currency.toUpperCase() === "KWD" ? 1000 : 100);

function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  return children.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : <ul className="divide-y divide-slate-100 text-sm">{children}</ul>;
}

/** Reports made or received, each naming the other member (a link to their page). */
export function ReportList({ reports, empty }: { reports: MemberReport[]; empty: string }) {
  const { t, i18n } = useTranslation("members");
  return (
    <Rows empty={empty}>
      {reports.map((r) => (
        <li key={r.id} className="space-y-0.5 py-2" data-testid="member-report">
          <p className="flex flex-wrap items-center gap-x-2">
            <span className="font-medium text-slate-900">{t(`moderation:reasons.${r.reason}`, { defaultValue: r.reason })}</span>
            <span className="text-xs text-slate-500">{t(`reportStatus.${r.status}`)}</span>
            <time className="text-xs text-slate-500" dateTime={r.createdAt}>
              {formatDateTime(r.createdAt, i18n.language)}
            </time>
          </p>
          <p>
            <Link to={`/admin/members/${r.otherId}`} className="text-brand-700 underline">
              <bdi>{r.otherName}</bdi>
            </Link>
          </p>
          {r.details && (
            <p dir="auto" className="whitespace-pre-line break-words text-start text-slate-700">
              {r.details}
            </p>
          )}
        </li>
      ))}
    </Rows>
  );
}

export function SignalList({ signals }: { signals: MemberAdminDetail["signals"] }) {
  const { t, i18n } = useTranslation("members");
  return (
    <Rows empty={t("signals.empty")}>
      {signals.map((s, i) => (
        <li key={`${s.code}-${i}`} className="flex flex-wrap items-center gap-x-2 py-2">
          <span className="font-medium text-slate-900">{t(`signals.codes.${s.code}`, { defaultValue: s.code })}</span>
          <time className="text-xs text-slate-500" dateTime={s.createdAt}>
            {formatDateTime(s.createdAt, i18n.language)}
          </time>
          <span className="text-xs text-slate-500">{s.resolvedAt ? t("signals.resolved") : t("signals.open")}</span>
        </li>
      ))}
    </Rows>
  );
}

export function PaymentList({ payments }: { payments: MemberAdminDetail["payments"] }) {
  const { t, i18n } = useTranslation("members");
  return (
    <Rows empty={t("payments.empty")}>
      {payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-x-3 py-2">
          <span className="font-medium text-slate-900">{formatMoney(p.amountCents / minorUnits(p.currency), p.currency, i18n.language)}</span>
          <span dir="ltr" className="text-slate-700">
            {p.itemType} × {p.itemCount}
          </span>
          <span className="text-xs text-slate-500">{p.status}</span>
          <time className="text-xs text-slate-500" dateTime={p.createdAt}>
            {formatDateTime(p.createdAt, i18n.language)}
          </time>
        </li>
      ))}
    </Rows>
  );
}

export function AuditList({ entries }: { entries: MemberAdminDetail["audit"] }) {
  const { t, i18n } = useTranslation("members");
  return (
    <Rows empty={t("audit.empty")}>
      {entries.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center gap-x-3 py-2" data-testid="member-audit">
          <code dir="ltr" className="rounded bg-slate-100 px-1.5 text-xs text-slate-800">
            {e.action}
          </code>
          <bdi className="text-slate-700">{e.actorName ?? t("audit.system")}</bdi>
          <time className="text-xs text-slate-500" dateTime={e.at}>
            {formatDateTime(e.at, i18n.language)}
          </time>
        </li>
      ))}
    </Rows>
  );
}
