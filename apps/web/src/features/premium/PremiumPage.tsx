import { Check, Crown, Rocket, Star } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ANNUAL_MONTHLY_CENTS, ANNUAL_SAVING_CENTS, PLANS, QUICK_BOOST, QUICK_SUPER_LIKES, type PlanType } from "@ulfa/contracts";
import { AppShell } from "../home/AppShell";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { usePremiumStatus } from "./api";
import { TestModeBadge } from "./CheckoutForm";
import { usePrice } from "./format";
import { PlanToggle } from "./PlanToggle";
import { PurchaseDialog, type PackItem } from "./PurchaseDialog";

const PERKS = ["unlimitedLikes", "seeWhoLiked", "rewind", "superLikesDaily", "boostMonthly", "prioritySupport", "adFree"] as const;

/** /premium and /premium-features: plans with a Monthly/Annual toggle, perks and quick purchases. */
export default function PremiumPage() {
  const { t, i18n } = useTranslation("premium");
  const price = usePrice();
  const status = usePremiumStatus();
  const [plan, setPlan] = useState<PlanType>("monthly");
  const [item, setItem] = useState<PackItem | null>(null);
  const close = useCallback(() => setItem(null), []);
  const s = status.data;
  const until = s?.premiumUntil ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(s.premiumUntil)) : null;

  return (
    <AppShell>
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
              {price.exact(PLANS[plan].priceCents)}
              <span className="text-base font-medium text-slate-500">{plan === "annual" ? t("plans.perYear") : t("plans.perMonth")}</span>
            </p>
            {plan === "annual" && (
              <p className="mt-1 text-sm text-green-700" data-testid="annual-saving">
                {t("plans.annualBreakdown", { monthly: price.whole(ANNUAL_MONTHLY_CENTS), saving: price.whole(ANNUAL_SAVING_CENTS) })}
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

        <section aria-labelledby="quick-heading" className="space-y-3">
          <h2 id="quick-heading" className="text-center text-xl font-semibold text-slate-900">
            {t("quick.title")}
          </h2>
          <div className="mx-auto grid max-w-2xl gap-3 sm:grid-cols-2">
            {[
              { item: { type: "super_likes", count: QUICK_SUPER_LIKES.count } as PackItem, cents: QUICK_SUPER_LIKES.priceCents, label: t("packs.superLikes", { count: QUICK_SUPER_LIKES.count }), icon: <Star className="h-6 w-6 fill-sky-400 text-sky-500" aria-hidden="true" /> },
              { item: { type: "boost", count: QUICK_BOOST.count } as PackItem, cents: QUICK_BOOST.priceCents, label: t("quick.boost"), icon: <Rocket className="h-6 w-6 text-violet-600" aria-hidden="true" /> },
            ].map((quick) => (
              <Card key={quick.item.type} className="flex items-center gap-3 p-4">
                {quick.icon}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{quick.label}</p>
                  <p className="text-sm text-slate-600">{price.exact(quick.cents)}</p>
                </div>
                <Button size="sm" onClick={() => setItem(quick.item)} data-testid={`quick-${quick.item.type}`}>
                  {t("packs.buy")}
                </Button>
              </Card>
            ))}
          </div>
        </section>
      </div>
      <PurchaseDialog item={item} publishableKey={s?.publishableKey ?? null} onClose={close} />
    </AppShell>
  );
}
