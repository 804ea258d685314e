import { Rocket, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pricedPacks, type PackType } from "@ulfa/contracts/constants";
import { Button } from "../../ui/Button";
import { cn } from "../../ui/cn";
import { usePrice } from "./format";

/** One row of packs (super likes or boosts) with price, per-item price and badge. */
export function PackGrid({ type, onBuy }: { type: PackType; onBuy: (count: number) => void }) {
  const { t } = useTranslation("premium");
  const price = usePrice();
  const packs = pricedPacks(price.prices, type);
  const Icon = type === "super_likes" ? Star : Rocket;
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid={`packs-${type}`}>
      {packs.map((pack) => (
        <li
          key={pack.count}
          className={cn("relative flex flex-col items-center gap-2 rounded-2xl border bg-white p-4 pt-5 text-center shadow-sm", pack.badge ? "border-brand-300 ring-2 ring-brand-100" : "border-slate-200")}
        >
          {pack.badge && (
            <span className="absolute -top-2.5 start-1/2 rounded-full bg-brand-600 px-2.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-white ltr:-translate-x-1/2 rtl:translate-x-1/2">
              {t(`packs.${pack.badge}`)}
            </span>
          )}
          <Icon className={cn("h-7 w-7", type === "super_likes" ? "fill-sky-400 text-sky-500" : "text-violet-600")} aria-hidden="true" />
          <p className="text-lg font-bold text-slate-900">{type === "super_likes" ? t("packs.superLikes", { count: pack.count }) : t("packs.boosts", { count: pack.count })}</p>
          <p className="text-2xl font-extrabold text-slate-900">{price.exact(pack.price)}</p>
          <p className="text-xs text-slate-500">{t("packs.each", { amount: price.exact(Math.round((pack.price / pack.count) * 100) / 100) })}</p>
          <Button className="mt-1 w-full" variant={pack.badge ? "primary" : "outline"} onClick={() => onBuy(pack.count)} data-testid={`buy-${type}-${pack.count}`}>
            {t("packs.buy")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
