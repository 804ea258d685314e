import { useTranslation } from "react-i18next";
import type { SiteSettings } from "@ulfa/contracts";
import { BOOST_PACKS, PRICE_CURRENCIES, SUPER_LIKE_PACKS, type PriceCurrency } from "@ulfa/contracts/constants";
import { Field, Input, Select } from "../../../ui/Field";
import { Pair, Section } from "./Section";

type Edit = (change: Partial<SiteSettings>) => void;
type Prices = SiteSettings["rules"]["prices"];

/** An amount typed into a field: what was typed when it is not a number yet (the server names the field). */
const amount = (value: string) => (value.trim() === "" || Number.isNaN(Number(value)) ? (value as unknown as number) : Number(value));

/** The prices and currency of plans and packs: what every screen shows and the provider charges. */
export function PricesSection({ draft, edit }: { draft: SiteSettings; edit: Edit }) {
  const { t } = useTranslation("adminSite");
  const prices = draft.rules.prices;
  const set = (change: Partial<Prices>) => edit({ rules: { ...draft.rules, prices: { ...prices, ...change } } });
  const field = (label: string, value: number, onValue: (n: number) => void, testId: string) => (
    <Field label={label}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          dir="ltr"
          value={Number.isFinite(value) ? value : String(value)}
          onChange={(e) => onValue(amount(e.target.value))}
          data-testid={testId}
        />
      )}
    </Field>
  );
  const packs = (key: "superLikePacks" | "boostPacks") =>
    (key === "superLikePacks" ? SUPER_LIKE_PACKS : BOOST_PACKS).map((pack, i) =>
      field(
        t(key === "superLikePacks" ? "prices.superLikePack" : "prices.boostPack", { count: pack.count }),
        prices[key][i] ?? 0,
        (n) => set({ [key]: prices[key].map((old, j) => (j === i ? n : old)) }),
        `price-${key}-${pack.count}`,
      ),
    );
  return (
    <Section id="site-prices" title={t("prices.title")} description={t("prices.description")}>
      <Pair>
        <Field label={t("prices.currency")}>
          {(p) => (
            <Select {...p} value={prices.currency} onChange={(e) => set({ currency: e.target.value as PriceCurrency })} data-testid="price-currency">
              {PRICE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Pair>
      <Pair>
        {field(t("prices.monthly"), prices.monthly, (monthly) => set({ monthly }), "price-monthly")}
        {field(t("prices.annual"), prices.annual, (annual) => set({ annual }), "price-annual")}
      </Pair>
      <div className="grid gap-4 sm:grid-cols-3">{packs("superLikePacks")}</div>
      <div className="grid gap-4 sm:grid-cols-3">{packs("boostPacks")}</div>
    </Section>
  );
}
