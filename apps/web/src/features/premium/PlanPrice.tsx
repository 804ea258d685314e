import { Trans, useTranslation } from "react-i18next";
import { planPrice, type PlanType } from "@ulfa/contracts/constants";
import { usePrice } from "./format";

/**
 * A plan's price with its period, from one template per language ("$20.00 / month", "‏20.00 US$ شهريًا"):
 * gluing "في الشهر" after an isolated price gave "20.00 US$في الشهر". The price is formatted by Intl
 * and isolated (formatMoney); the period is smaller (`periodClassName`).
 */
export function PlanPrice({ plan, periodClassName }: { plan: PlanType; periodClassName: string }) {
  const { t } = useTranslation("premium");
  const price = usePrice();
  return (
    <Trans
      t={t}
      i18nKey={plan === "annual" ? "plans.pricePerYear" : "plans.pricePerMonth"}
      values={{ price: price.exact(planPrice(price.prices, plan)) }}
      components={{ per: <span className={periodClassName} /> }}
    />
  );
}
