// Prices and plans. The server charges these; the client only displays them.

export type PackType = "super_likes" | "boosts";
export interface Pack {
  count: number;
  /** US cents. */
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
/** Annual plan shown per month ($15), the saving against 12 monthly payments ($60) and its share (25%). */
export const ANNUAL_MONTHLY_CENTS = PLANS.annual.priceCents / PLANS.annual.months;
export const ANNUAL_SAVING_CENTS = PLANS.monthly.priceCents * PLANS.annual.months - PLANS.annual.priceCents;
export const ANNUAL_SAVING_PERCENT = Math.round((ANNUAL_SAVING_CENTS / (PLANS.monthly.priceCents * PLANS.annual.months)) * 100);

/** The single Profile Boost (purchase type "boost") costs what the one-boost pack does. */
const SINGLE_BOOST = BOOST_PACKS[0];

export const CURRENCY = "usd";

/** Every item a payment can buy. */
export const PURCHASE_TYPES = ["super_likes", "boosts", "boost", "subscription_monthly", "subscription_annual"] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];
export const subscriptionTypeOf = (plan: PlanType): PurchaseType => (plan === "annual" ? "subscription_annual" : "subscription_monthly");

/** Server-side price of a pack, or null when no such pack is sold. "boost" is the single Profile Boost. */
export function packPriceCents(type: "super_likes" | "boosts" | "boost", count: number): number | null {
  if (type === "boost") return count === 1 ? SINGLE_BOOST.priceCents : null;
  const packs = type === "super_likes" ? SUPER_LIKE_PACKS : BOOST_PACKS;
  return packs.find((p) => p.count === count)?.priceCents ?? null;
}

/** "$4.99" for 499. Shown through Intl on the web; this is the plain form for server messages. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Test cards of the built-in provider (docs/configuration.md, "What runs without keys"). */
export const TEST_CARD_SUCCESS = "4242 4242 4242 4242";
export const TEST_CARD_DECLINED = "4000 0000 0000 0002";
