import { Check, Crown, Receipt } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { annualSaving, type PlanType } from "@ulfa/contracts/constants";
import { Card } from "../../ui/Card";
import { AllPacks } from "./AllPacks";
import { usePremiumStatus } from "./queries";
import { TestModeBadge } from "./CheckoutForm";
import { usePrice } from "./format";
import { PlanPrice } from "./PlanPrice";
import { PlanToggle } from "./PlanToggle";
import { SubscriptionCard } from "./SubscriptionCard";
import { formatLongDate } from "../../i18n/format";

const PERKS = ["unlimitedLikes", "seeWhoLiked", "rewind", "superLikesDaily", "boostMonthly", "prioritySupport", "adFree"] as const;

/** /premium and /premium-features: plans with a Monthly/Annual toggle, perks, the member's plan and all six packs. */
export default function PremiumPage() {
  const { t, i18n } = useTranslation("premium");
  const price = usePrice();
  const status = usePremiumStatus();
  const [plan, setPlan] = useState<PlanType>("monthly");
  const s = status.data;
  const annual = annualSaving(price.prices);
  const until = s?.premiumUntil ? formatLongDate(s.premiumUntil, i18n.language) : null;

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-6 md:py-10" data-testid="premium-page">
      <header className="space-y-3 text-center">
        <Crown className="mx-auto h-10 w-10 text-amber-500" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-slate-900">{t("plans.title")}</h1>
        <p className="text-slate-600">{t("plans.subtitle")}</p>
        {s?.testMode && (
          <div className="flex justify-center">
            <TestModeBadge />
          </div>
        )}
        {s?.isPremium && until && (
          <p className="mx-auto w-fit rounded-full bg-amber-50 px-4 py-1.5 text-sm font-medium text-amber-900" data-testid="premium-active">
            {t("plans.activeUntil", { date: until })}
          </p>
        )}
      </header>

      <div className="flex justify-center">
        <PlanToggle value={plan} onChange={setPlan} />
      </div>

      <Card className="mx-auto max-w-md space-y-5 border-brand-200 p-6 ring-2 ring-brand-100">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t(`plans.${plan}Name`)}</p>
          <p className="mt-1 text-4xl font-extrabold text-slate-900" data-testid="plan-price">
            <PlanPrice plan={plan} periodClassName="text-base font-medium text-slate-500" />
          </p>
          {plan === "annual" && annual.saving > 0 && (
            <p className="mt-1 text-sm text-green-700" data-testid="annual-saving">
              {t("plans.annualBreakdown", { monthly: price.whole(annual.perMonth), saving: price.whole(annual.saving), percent: annual.percent })}
            </p>
          )}
        </div>
        <ul className="space-y-2">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-start gap-2 text-sm text-slate-700">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
              {t(`perks.${perk}`)}
            </li>
          ))}
        </ul>
        <Link
          to={`/subscribe?plan=${plan}`}
          className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-medium text-white shadow-sm hover:bg-brand-700"
          data-testid="subscribe-link"
        >
          <Crown className="h-5 w-5" aria-hidden="true" />
          {s?.isPremium ? t("plans.extend") : t("plans.subscribe")}
        </Link>
      </Card>

      <SubscriptionCard />

      <div className="space-y-6">
        <AllPacks publishableKey={s?.publishableKey ?? null} />
      </div>

      <Link
        to="/home?tab=premium"
        className="mx-auto flex w-fit items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        data-testid="premium-tab-link"
      >
        <Receipt className="h-4 w-4" aria-hidden="true" />
        {t("all.balanceAndHistory")}
      </Link>
    </div>
  );
}
