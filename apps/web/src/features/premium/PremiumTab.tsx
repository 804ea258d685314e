import { formatCount } from "../../i18n/format";
import { Crown, Rocket, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Credit } from "@ulfa/contracts";
import { BOOST_DURATION_MS } from "@ulfa/contracts/constants";
import { Card } from "../../ui/Card";
import { Skeleton } from "../../ui/Skeleton";
import { LoadProblem } from "../../ui/LoadProblem";
import { isLoadProblem, retryAll, useLoadState } from "../../ui/useLoadState";
import { AllPacks } from "./AllPacks";
import { usePremiumStatus } from "./queries";
import { BillingHistory } from "./BillingHistory";
import { TestModeBadge } from "./CheckoutForm";
import { SubscriptionCard } from "./SubscriptionCard";

const MINUTE_MS = 60_000;

/** /home?tab=premium: balances, the plan's auto-renew, all packs, billing history, how it works. */
export default function PremiumTab() {
  const { t, i18n } = useTranslation("premium");
  const status = usePremiumStatus();
  const load = useLoadState(status);
  const s = status.data;
  const n = (value: number) => formatCount(value, i18n.language);
  const tiles: { key: "superLikes" | "boosts"; credit: Credit | undefined; included: string; icon: ReactNode }[] = [
    { key: "superLikes", credit: s?.credits.superLikes, included: "credits.includedToday", icon: <Star className="h-6 w-6 fill-sky-400 text-sky-500" aria-hidden="true" /> },
    { key: "boosts", credit: s?.credits.boosts, included: "credits.includedMonth", icon: <Rocket className="h-6 w-6 text-violet-600" aria-hidden="true" /> },
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 md:py-8" data-testid="premium-tab">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t("tab.title")}</h1>
          <p className="text-sm text-slate-600">{t("tab.subtitle")}</p>
        </div>
        {s?.testMode && <TestModeBadge />}
      </header>

      {isLoadProblem(load) && <LoadProblem state={load} onRetry={retryAll(status)} />}
      <div className={isLoadProblem(load) ? "hidden" : "grid grid-cols-2 gap-3"}>
        {tiles.map((tile) => (
          <Card key={tile.key} className="flex items-center gap-3 p-4">
            {tile.icon}
            <div className="min-w-0">
              <p className="text-xs text-slate-600">{t(`tab.${tile.key}Owned`)}</p>
              {tile.credit === undefined ? (
                <Skeleton className="mt-1 h-7 w-10" />
              ) : (
                <>
                  <p className="text-2xl font-bold text-slate-900" data-testid={`owned-${tile.key}`}>
                    {n(tile.credit.usable)}
                  </p>
                  <p className="text-xs text-slate-600" data-testid={`owned-${tile.key}-detail`}>
                    {t("credits.bought", { n: n(tile.credit.bought) })}
                    {tile.credit.includedLeft > 0 && ` · ${t(tile.included, { n: n(tile.credit.includedLeft) })}`}
                  </p>
                </>
              )}
            </div>
          </Card>
        ))}
      </div>

      {s && !s.isPremium && (
        <Link to="/premium" className="flex items-center justify-between gap-3 rounded-2xl bg-gradient-to-r from-brand-600 to-rose-500 p-4 text-white shadow">
          <span className="flex items-center gap-2 font-semibold">
            <Crown className="h-5 w-5" aria-hidden="true" />
            {t("tab.upgrade")}
          </span>
          <span className="text-sm">{t("tab.seePlans")}</span>
        </Link>
      )}

      <SubscriptionCard />

      <AllPacks publishableKey={s?.publishableKey ?? null} />

      <BillingHistory />

      <Card>
        <h2 className="mb-2 font-semibold text-slate-900">{t("tab.howItWorks")}</h2>
        <ul className="list-disc space-y-1 ps-5 text-sm text-slate-600">
          <li>{t("tab.how1")}</li>
          <li>{t("tab.how2", { minutes: BOOST_DURATION_MS / MINUTE_MS })}</li>
          <li>{t("tab.how3")}</li>
          <li>{t("tab.how4")}</li>
        </ul>
      </Card>
    </div>
  );
}
