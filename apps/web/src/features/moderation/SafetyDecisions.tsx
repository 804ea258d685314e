import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../ui/Card";
import { cn } from "../../ui/cn";
import { formatDateTime, formatPercent } from "../../i18n/format";
import { EmptyState, isolate, queueFallback } from "./QueueStates";
import { useSafetyDecisions } from "./queries";

/**
 * What the nudity shield decided on the latest profile photos (read-only): refused photos were never
 * stored, so admins see the member, the score and the model's class, not the picture.
 */
export function SafetyDecisions() {
  const { t, i18n } = useTranslation("moderation");
  const decisions = useSafetyDecisions();
  const fallback = queueFallback(decisions);
  if (fallback || !decisions.data) return fallback;
  if (decisions.data.length === 0) return <EmptyState icon={ImageOff} text={t("safety.empty")} />;
  return (
    <ul className="space-y-2">
      {decisions.data.map((d) => (
        <li key={d.id}>
          <Card className="space-y-1 p-3 text-sm" data-testid="safety-decision">
            <p className="flex items-center gap-2">
              <span
                className={cn(
                  "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold",
                  d.decision === "allowed" ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800",
                )}
              >
                {t(`safety.${d.decision}`)}
              </span>
              {/* Name and handle each cut at their own end: one line cut a Latin handle's start in Arabic. */}
              <span className="flex min-w-0 gap-1 font-medium text-slate-900">
                <bdi className="truncate">{d.member.name}</bdi>{" "}
                <bdi dir="ltr" className="truncate font-normal text-slate-500">
                  @{d.member.username}
                </bdi>
              </span>
            </p>
            <p className="flex flex-wrap gap-x-3 text-slate-600">
              <span>{t(`safety.kinds.${d.kind}`)}</span>
              <span>{t("safety.summary", { label: t(`safety.labels.${d.label}`, { defaultValue: d.label }) })}</span>
              <span>{t("safety.score", { score: isolate(formatPercent(d.score, i18n.language)) })}</span>
              <time className="text-slate-500" dateTime={d.createdAt}>
                {formatDateTime(d.createdAt, i18n.language)}
              </time>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
