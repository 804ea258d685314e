import type { LucideIcon } from "lucide-react";
import { Card } from "../../../ui/Card";
import { cn } from "../../../ui/cn";

/** One summary number of the analytics screen. Icon above the text on phones, beside it on wider screens. */
export function StatCard({ label, value, hint, icon: Icon, live }: { label: string; value: string; hint?: string; icon: LucideIcon; live?: boolean }) {
  return (
    <Card className="flex min-w-0 flex-col items-start gap-2 p-4 sm:flex-row sm:gap-3">
      <span className={cn("shrink-0 rounded-xl p-2", live ? "bg-emerald-50 text-emerald-600" : "bg-brand-50 text-brand-600")}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm leading-snug text-slate-600">{label}</p>
        <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid="stat-value">
          {value}
        </p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </Card>
  );
}
