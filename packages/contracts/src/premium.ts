// Plans and packs. Their prices and currency are site settings (SitePrices, edited in the admin
// "Site" screen); the defaults below are a fresh install's. The server charges its own figure; the
// client only displays it.

export type PackType = "super_likes" | "boosts";
export interface Pack {
  count: number;
  /** The default price in US cents (a fresh install's; the site settings hold the live one). */
  priceCents: number;
  badge?: "popular" | "bestValue";
}

export const SUPER_LIKE_PACKS: readonly Pack[] = [
  { count: 5, priceCents: 499 },
  { count: 15, priceCents: 1299, badge: "popular" },
  { count: 30, priceCents: 1999 },
];
export const BOOST_PACKS: readonly Pack[] = [
  { count: 1, priceCents: 399 },
  { count: 5, priceCents: 1499, badge: "bestValue" },
  { count: 10, priceCents: 2499 },
];

export type PlanType = "monthly" | "annual";
export const PLAN_TYPES = ["monthly", "annual"] as const;
export interface Plan {
  type: PlanType;
  priceCents: number;
  months: number;
}
export const PLANS: Record<PlanType, Plan> = {
  monthly: { type: "monthly", priceCents: 2000, months: 1 },
  annual: { type: "annual", priceCents: 18000, months: 12 },
};
/**
 * Currencies an operator may charge in: a fixed list Stripe supports, with their minor-unit digits
 * (the amount a provider is sent is in minor units: cents, or fils for the three-decimal KWD).
 * Prices are entered with at most 2 decimals in every currency, so a KWD amount in fils is always a
 * multiple of 10, as Stripe asks of three-decimal currencies.
 */
export const PRICE_CURRENCY_DIGITS = { USD: 2, EUR: 2, GBP: 2, SAR: 2, AED: 2, EGP: 2, QAR: 2, KWD: 3 } as const;
export type PriceCurrency = keyof typeof PRICE_CURRENCY_DIGITS;
export const PRICE_CURRENCIES = Object.keys(PRICE_CURRENCY_DIGITS) as PriceCurrency[];
/** The highest price an operator may set, in major units (a typo guard, not a business rule). */
export const PRICE_MAX = 100_000;

/** The operator's prices (site settings' rules.prices), in major units ("4.99"), packs in the order of the lists above. */
export interface SitePrices {
  currency: PriceCurrency;
  monthly: number;
  annual: number;
  superLikePacks: number[];
  boostPacks: number[];
}
export const DEFAULT_PRICES: SitePrices = {
  currency: "USD",
  monthly: PLANS.monthly.priceCents / 100,
  annual: PLANS.annual.priceCents / 100,
  superLikePacks: SUPER_LIKE_PACKS.map((p) => p.priceCents / 100),
  boostPacks: BOOST_PACKS.map((p) => p.priceCents / 100),
};

/** An amount in the currency's minor units (what the payment provider charges and the payments table stores). */
export const toMinorUnits = (amount: number, currency: PriceCurrency): number => Math.round(amount * 10 ** PRICE_CURRENCY_DIGITS[currency]);
export const fromMinorUnits = (minor: number, currency: string): number =>
  minor / 10 ** (PRICE_CURRENCY_DIGITS[currency.toUpperCase() as PriceCurrency] ?? 2);

/** The packs as sold under these prices (counts and badges are the product's; prices the operator's). */
export const pricedPacks = (prices: SitePrices, type: PackType): { count: number; price: number; badge?: Pack["badge"] }[] =>
  (type === "super_likes" ? SUPER_LIKE_PACKS : BOOST_PACKS).map((p, i) => ({
    count: p.count,
    price: (type === "super_likes" ? prices.superLikePacks : prices.boostPacks)[i] ?? p.priceCents / 100,
    badge: p.badge,
  }));
export const planPrice = (prices: SitePrices, plan: PlanType): number => (plan === "annual" ? prices.annual : prices.monthly);

/** Annual plan shown per month ($15), the saving against 12 monthly payments ($60) and its share (25%); never below 0. */
export function annualSaving(prices: SitePrices): { perMonth: number; saving: number; percent: number } {
  const yearOfMonthly = prices.monthly * PLANS.annual.months;
  const saving = Math.max(0, yearOfMonthly - prices.annual);
  return { perMonth: prices.annual / PLANS.annual.months, saving, percent: yearOfMonthly > 0 ? Math.round((saving / yearOfMonthly) * 100) : 0 };
}

/** Every item a payment can buy. */
export const PURCHASE_TYPES = ["super_likes", "boosts", "boost", "subscription_monthly", "subscription_annual"] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];
export const subscriptionTypeOf = (plan: PlanType): PurchaseType => (plan === "annual" ? "subscription_annual" : "subscription_monthly");

/**
 * A pack's price under these prices (major units), or null when no such pack is sold. "boost" is the
 * single Profile Boost, which costs what the one-boost pack does.
 */
export function packPrice(prices: SitePrices, type: "super_likes" | "boosts" | "boost", count: number): number | null {
  if (type === "boost") return count === 1 ? pricedPacks(prices, "boosts")[0]!.price : null;
  return pricedPacks(prices, type).find((p) => p.count === count)?.price ?? null;
}

/** "4.99 USD": the plain form for server messages (the web formats through Intl). */
export const plainPrice = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency.toUpperCase()}`;

/** Test cards of the built-in provider (docs/configuration.md, "What runs without keys"). */
export const TEST_CARD_SUCCESS = "4242 4242 4242 4242";
export const TEST_CARD_DECLINED = "4000 0000 0000 0002";
