import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PRICES, type SitePrices } from "@ulfa/contracts/constants";
import { formatMoney } from "../../i18n/format";
import { useSite } from "../site";

/**
 * The operator's prices (GET /api/site, rules.prices; a fresh install's until it arrives) and their
 * formatting in the interface language ("$4.99" / "‏4.99 US$"); `whole` drops the decimals ("$15").
 * Amounts are in major units; an intent's answer names its own currency, which `exact` takes.
 */
export function usePrice() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const prices: SitePrices = useSite().data?.rules.prices ?? DEFAULT_PRICES;
  return useMemo(
    () => ({
      prices,
      exact: (amount: number, currency: string = prices.currency) => formatMoney(amount, currency, lang),
      whole: (amount: number) => formatMoney(amount, prices.currency, lang, { whole: true }),
    }),
    [lang, prices],
  );
}
