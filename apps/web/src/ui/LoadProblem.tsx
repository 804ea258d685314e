import { AlertTriangle, Clock, WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { cn } from "./cn";
import type { LoadProblemState } from "./useLoadState";

/**
 * In place of a screen's skeleton when its data cannot come (useLoadState): offline, or the call
 * failed (server down, 5xx), or it got no answer in time (a stalled server or network, api/deadline.ts).
 * Whichever, the member reads what happened and has a next step.
 * `failed` names what failed to load ("Couldn't load your matches."), shown above a failure's advice.
 */
export function LoadProblem({ state, onRetry, failed, className }: { state: LoadProblemState; onRetry: () => void; failed?: string; className?: string }) {
  const { t } = useTranslation("loading");
  const Icon = state === "offline" ? WifiOff : state === "timeout" ? Clock : AlertTriangle;
  return (
    <div role="status" className={cn("flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center", className)} data-testid={`load-${state}`}>
      <Icon className="h-8 w-8 text-slate-400" aria-hidden="true" />
      {state !== "offline" && failed && <p className="max-w-xs font-medium text-slate-900">{failed}</p>}
      <p className="max-w-xs text-sm text-slate-700">{t(`${state}.body`)}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
