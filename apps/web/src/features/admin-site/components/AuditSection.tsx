import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useAudit } from "../queries";
import { Section } from "./Section";

/** The newest admin and moderator actions: who, what, when, on whom (kept a year). */
export function AuditSection() {
  const { t, i18n } = useTranslation("adminSite");
  const { data } = useAudit();
  return (
    <Section id="site-audit" title={t("audit.title")} description={t("audit.description")}>
      {data && data.entries.length === 0 && <p className="text-sm text-slate-500">{t("audit.empty")}</p>}
      <ol className="divide-y divide-rose-100 text-sm">
        {data?.entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap gap-x-3 gap-y-1 py-2">
            <time dateTime={entry.at} className="text-slate-500">
              {formatDateTime(entry.at, i18n.language)}
            </time>
            <span className="font-medium text-slate-900">
              <bdi>{entry.actorName ?? t("audit.someone")}</bdi>
            </span>
            <span className="font-mono text-xs text-slate-700" dir="ltr">
              {entry.action}
            </span>
            {entry.targetName && (
              <span className="text-slate-600">
                {t("audit.on")} <bdi>{entry.targetName}</bdi>
              </span>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
