import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Sparkles } from "lucide-react";
import type { CompatibilityAnalysis } from "@ulfa/contracts";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { Spinner } from "../../../ui/Spinner";
import { toast } from "../../../ui/toast-store";
import { cn } from "../../../ui/cn";
import { apiLang, useAnalysis } from "../queries";
import { scoreBar, scoreColor, scoreLabelKey } from "../score";
import { Photo } from "./Photo";
import { formatPercent } from "../../../i18n/format";

export interface AnalysisTarget {
  id: number;
  name: string;
  age: number | null;
  location: string | null;
  photo: string | null;
}

function Row({ label, value }: { label: string; value: number }) {
  const { i18n } = useTranslation();
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className={cn("font-semibold", scoreColor(value))}>{formatPercent(value / 100, i18n.language)}</span>
      </div>
      <div className="mt-1 h-2 rounded-full bg-slate-100">
        <div className={cn("h-2 rounded-full", scoreBar(value))} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** Compatibility Analysis dialog: intro, loading, results. */
export function CompatibilityDialog({ target, onClose, onStartConversation }: { target: AnalysisTarget | null; onClose: () => void; onStartConversation?: () => void }) {
  const { t, i18n } = useTranslation("discover");
  const analysis = useAnalysis();
  const { reset } = analysis;
  useEffect(() => reset(), [target?.id, reset]);
  const result: CompatibilityAnalysis | undefined = analysis.data;
  const run = () =>
    target &&
    analysis.mutate({ targetUserId: target.id, lang: apiLang(i18n.language) }, { onError: () => toast({ title: t("toast.analysisFailed"), description: t("toast.analysisFailedBody"), variant: "destructive" }) });

  // The actions sit in the dialog's footer, so "Close Analysis" stays in view over a long result (issue 15).
  const actions = result && (
    <div className="flex flex-col gap-2 sm:flex-row">
      {onStartConversation && (
        <Button className="sm:flex-1" onClick={onStartConversation}>
          {t("actions.startConversation")}
        </Button>
      )}
      <Button variant="outline" className="sm:flex-1" onClick={onClose}>
        {t("analysis.close")}
      </Button>
    </div>
  );

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()} title={t("analysis.title")} footer={actions}>
      {target && (
        <div className="flex flex-col gap-4" data-testid="analysis-dialog">
          <div className="flex items-center gap-3">
            <Photo src={target.photo} name={target.name} className="h-14 w-14 shrink-0 rounded-full text-xl" sizes="56px" />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                <bdi>{target.name}</bdi>
                {target.age !== null && t("card.ageSuffix", { age: target.age })}
              </p>
              {target.location && <p dir="auto" className="truncate text-sm text-slate-500 text-match-parent">{target.location}</p>}
            </div>
          </div>
          {!result && !analysis.isPending && (
            <div className="rounded-2xl bg-brand-50 p-4 text-center">
              <Sparkles className="mx-auto h-8 w-8 text-brand-600" aria-hidden="true" />
              <p className="mt-2 text-sm text-slate-700">{t("analysis.intro", { name: target.name })}</p>
              <Button className="mt-3" onClick={run}>
                {t("analysis.analyze")}
              </Button>
            </div>
          )}
          {analysis.isPending && (
            <div className="flex flex-col items-center gap-2 py-6 text-slate-600" role="status">
              <Spinner />
              {t("analysis.loading")}
            </div>
          )}
          {result && (
            <div className="flex flex-col gap-4" data-testid="analysis-result">
              <div className="text-center">
                <p className={cn("text-5xl font-extrabold", scoreColor(result.overallScore))}>{formatPercent(result.overallScore / 100, i18n.language)}</p>
                <p className={cn("font-semibold", scoreColor(result.overallScore))}>{t(scoreLabelKey(result.overallScore))}</p>
                <p className="mt-2 text-sm text-slate-700">{result.explanation}</p>
                {/* The card's match percentage is the answers' share of this score: say so, so the two numbers read as one. */}
                {typeof result.matchPercent === "number" && <p className="mt-1 text-xs text-slate-600">{t("analysis.blend")}</p>}
              </div>
              <div className="flex flex-col gap-3">
                {typeof result.matchPercent === "number" && <Row label={t("analysis.questions")} value={result.matchPercent} />}
                <Row label={t("analysis.personality")} value={result.personalityMatch} />
                <Row label={t("analysis.interests")} value={result.interestsMatch} />
                <Row label={t("analysis.lifestyle")} value={result.lifestyleMatch} />
                <Row label={t("analysis.values")} value={result.valuesMatch} />
                <Row label={t("analysis.communication")} value={result.communicationMatch} />
                {result.zodiacCompatibility !== undefined && <Row label={t("analysis.zodiac")} value={result.zodiacCompatibility} />}
              </div>
              {result.compatibilityReasons.length > 0 && (
                <section>
                  <h3 className="text-sm font-semibold text-emerald-700">{t("analysis.reasons")}</h3>
                  <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
                    {result.compatibilityReasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </section>
              )}
              {result.potentialChallenges.length > 0 && (
                <section>
                  <h3 className="text-sm font-semibold text-amber-700">{t("analysis.challenges")}</h3>
                  <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
                    {result.potentialChallenges.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
