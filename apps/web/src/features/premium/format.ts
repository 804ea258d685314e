import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../i18n/format";

/** Prices from cents in the interface language ("$4.99" / "‏4.99 US$"); `whole` drops the cents ("$15"). */
export function usePrice() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(
    () => ({ exact: (cents: number) => formatMoney(cents / 100, "USD", lang), whole: (cents: number) => formatMoney(cents / 100, "USD", lang, { whole: true }) }),
    [lang],
  );
}
