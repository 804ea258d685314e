import { useState } from "react";
import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SafetyDecisionFilter, SafetyDecisionKind } from "@ulfa/contracts";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { cn } from "../../ui/cn";
import { formatDateTime, formatPercent } from "../../i18n/format";
import { EmptyState, isolate, queueFallback } from "./QueueStates";
import { useSafetyDecisions } from "./queries";

const FILTERS: SafetyDecisionFilter[] = ["flagged", "allowed", "all"];
const KINDS: (SafetyDecisionKind | null)[] = [null, "profile_photo", "chat_photo"];

/**
 * What the nudity shield decided on the latest photos (read-only): refused photos were never
 * stored, so admins see the member, the score and the model's class, not the picture. The refused
 * and blurred ones first; allowed checks (most of them) only when asked for, a page at a time;
 * profile or chat photos only when asked (both filters are the server's).
 */
export function SafetyDecisions() {
  const { t } = useTranslation("moderation");
  const [filter, setFilter] = useState<SafetyDecisionFilter>("flagged");
  const [kind, setKind] = useState<SafetyDecisionKind | null>(null);
  return (
    <>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <div role="group" aria-label={t("safety.filter")} className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button key={f} size="sm" variant={filter === f ? "primary" : "outline"} aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {t(`safety.filters.${f}`)}
            </Button>
          ))}
        </div>
        <div role="group" aria-label={t("safety.kindFilter")} className="flex flex-wrap gap-2">
          {KINDS.map((k) => (
            <Button key={k ?? "all"} size="sm" variant={kind === k ? "primary" : "outline"} aria-pressed={kind === k} onClick={() => setKind(k)}>
              {t(k ? `safety.kindFilters.${k}` : "safety.kindFilters.all")}
            </Button>
          ))}
        </div>
      </div>
      <DecisionList filter={filter} kind={kind} />
    </>
  );
}

function DecisionList({ filter, kind }: { filter: SafetyDecisionFilter; kind: SafetyDecisionKind | null }) {
  const { t, i18n } = useTranslation("moderation");
  const decisions = useSafetyDecisions(filter, kind);
  const fallback = queueFallback(decisions);
  if (fallback || !decisions.data) return fallback;
  const list = decisions.data.pages.flat();
  if (list.length === 0) return <EmptyState icon={ImageOff} text={t(filter === "all" && kind === null ? "safety.empty" : "safety.emptyFilter")} />;
  return (
    <>
    <ul className="space-y-2">
      {list.map((d) => (
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
    {decisions.hasNextPage && (
      <div className="flex justify-end">
        <Button size="sm" variant="outline" disabled={decisions.isFetchingNextPage} onClick={() => void decisions.fetchNextPage()}>
          {t("safety.more")}
        </Button>
      </div>
    )}
    </>
  );
}
