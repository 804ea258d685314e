import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Lock } from "lucide-react";

/**
 * Under a filter this site keeps for premium members (site rules, premiumFilters): a lock, and the
 * way to premium. A saved one is paused, not lost: it applies again once the member is premium.
 */
export function PremiumLock({ saved }: { saved: boolean }) {
  const { t } = useTranslation("filters");
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600" data-testid="filter-locked">
      <Lock className="h-3.5 w-3.5 shrink-0 text-amber-700" aria-hidden="true" />
      <span>{saved ? t("locked.saved") : t("locked.premium")}</span>
      <Link to="/home?tab=premium" className="font-semibold text-brand-700 underline underline-offset-2" data-testid="filter-locked-link">
        {t("locked.link")}
      </Link>
    </p>
  );
}
