import { useTranslation } from "react-i18next";
import { annualSaving, PLAN_TYPES, type PlanType } from "@ulfa/contracts/constants";
import { cn } from "../../ui/cn";
import { usePrice } from "./format";

/** Monthly / Annual switch (a radio group of two). */
export function PlanToggle({ value, onChange }: { value: PlanType; onChange: (plan: PlanType) => void }) {
  const { t } = useTranslation("premium");
  const saving = annualSaving(usePrice().prices);
  return (
    <div role="radiogroup" aria-label={t("plans.billing")} className="inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm">
      {PLAN_TYPES.map((plan) => (
        <button
          key={plan}
          type="button"
          role="radio"
          aria-checked={value === plan}
          onClick={() => onChange(plan)}
          data-testid={`plan-${plan}`}
          className={cn(
            "flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium",
            value === plan ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-50",
          )}
        >
          {t(`plans.${plan}`)}
          {plan === "annual" && saving.percent > 0 && (
            <span className={cn("rounded-full px-1.5 text-[11px] font-semibold", value === plan ? "bg-white text-brand-700" : "bg-green-100 text-green-800")}>
              {t("plans.savePercent", { percent: saving.percent })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
