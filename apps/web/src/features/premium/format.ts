import { useMemo } from "react";

// Prices are US dollars and shown as "$4.99" in both languages (Western digits, as elsewhere in the
// app); Arabic's "US$" form read awkwardly inside right-to-left sentences.
const exact = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Prices from cents ("$4.99"); `whole` drops the cents ("$15"). */
export function usePrice() {
  return useMemo(() => ({ exact: (cents: number) => exact.format(cents / 100), whole: (cents: number) => whole.format(cents / 100) }), []);
}
