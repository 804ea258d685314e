import { Crown, Rocket, Star } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BOOST_DURATION_MS, BOOST_PACKS, SUPER_LIKE_PACKS } from "@ulfa/contracts";
import { Card } from "../../ui/Card";
import { Skeleton } from "../../ui/Skeleton";
import { usePremiumStatus } from "./api";
import { TestModeBadge } from "./CheckoutForm";
import { PackGrid } from "./PackGrid";
import { PurchaseDialog, type PackItem } from "./PurchaseDialog";

const MINUTE_MS = 60_000;

/** /home?tab=premium: balances, super-like and boost packs, how it works (SPEC.md "Premium tab"). */
export default function PremiumTab() {
  const { t } = useTranslation("premium");
  const status = usePremiumStatus();
  const [item, setItem] = useState<PackItem | null>(null);
  const close = useCallback(() => setItem(null), []);
  const s = status.data;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 md:py-8" data-testid="premium-tab">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t("tab.title")}</h1>
          <p className="text-sm text-slate-600">{t("tab.subtitle")}</p>
        </div>
        {s?.testMode && <TestModeBadge />}
      </header>

      <div className="grid grid-cols-2 gap-3">
        {[
          { key: "superLikes", value: s?.superLikes, icon: <Star className="h-6 w-6 fill-sky-400 text-sky-500" aria-hidden="true" /> },
          { key: "boosts", value: s?.boosts, icon: <Rocket className="h-6 w-6 text-violet-600" aria-hidden="true" /> },
        ].map((tile) => (
          <Card key={tile.key} className="flex items-center gap-3 p-4">
            {tile.icon}
            <div className="min-w-0">
              <p className="text-xs text-slate-500">{t(`tab.${tile.key}Owned`)}</p>
              {tile.value === undefined ? (
                <Skeleton className="mt-1 h-7 w-10" />
              ) : (
                <p className="text-2xl font-bold text-slate-900" data-testid={`owned-${tile.key}`}>
                  {tile.value}
                </p>
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
          <span className="text-sm opacity-90">{t("tab.seePlans")}</span>
        </Link>
      )}

      <section aria-labelledby="super-likes-heading" className="space-y-3">
        <h2 id="super-likes-heading" className="text-lg font-semibold text-slate-900">
          {t("tab.superLikePacks")}
        </h2>
        <PackGrid type="super_likes" packs={SUPER_LIKE_PACKS} onBuy={(p) => setItem({ type: "super_likes", count: p.count })} />
      </section>

      <section aria-labelledby="boosts-heading" className="space-y-3">
        <h2 id="boosts-heading" className="text-lg font-semibold text-slate-900">
          {t("tab.boostPacks")}
        </h2>
        <PackGrid type="boosts" packs={BOOST_PACKS} onBuy={(p) => setItem({ type: "boosts", count: p.count })} />
      </section>

      <Card>
        <h2 className="mb-2 font-semibold text-slate-900">{t("tab.howItWorks")}</h2>
        <ul className="list-disc space-y-1 ps-5 text-sm text-slate-600">
          <li>{t("tab.how1")}</li>
          <li>{t("tab.how2", { minutes: BOOST_DURATION_MS / MINUTE_MS })}</li>
          <li>{t("tab.how3")}</li>
          <li>{t("tab.how4")}</li>
        </ul>
      </Card>

      <PurchaseDialog item={item} publishableKey={s?.publishableKey ?? null} onClose={close} />
    </div>
  );
}
