import type { Digits, Language, PurchaseType } from "@ulfa/contracts";
import { formatNumber } from "../platform/intl";

type ArabicForms = Record<Intl.LDMLPluralRule, (n: string) => string>;

// Arabic counts take six forms (the same as the app's premium.json); the glossary's terms.
const AR_SUPER_LIKES: ArabicForms = {
  zero: (n) => `${n} إعجاب مميز`,
  one: () => "إعجاب مميز واحد",
  two: () => "إعجابان مميزان",
  few: (n) => `${n} إعجابات مميزة`,
  many: (n) => `${n} إعجابًا مميزًا`,
  other: (n) => `${n} إعجاب مميز`,
};
const AR_BOOSTS: ArabicForms = {
  zero: (n) => `${n} تعزيز`,
  one: () => "تعزيز واحد",
  two: () => "تعزيزان",
  few: (n) => `${n} تعزيزات`,
  many: (n) => `${n} تعزيزًا`,
  other: (n) => `${n} تعزيز`,
};
const AR_PLURALS = new Intl.PluralRules("ar");

function countedAr(forms: ArabicForms, count: number, digits: Digits | null): string {
  return forms[AR_PLURALS.select(count)](formatNumber(count, "ar", digits));
}

function countedEn(one: string, many: string, count: number, digits: Digits | null): string {
  return `${formatNumber(count, "en", digits)} ${count === 1 ? one : many}`;
}

function itemOf(type: PurchaseType, count: number, lang: Language, digits: Digits | null): string {
  const ar = lang === "ar";
  switch (type) {
    case "super_likes":
      return ar ? countedAr(AR_SUPER_LIKES, count, digits) : countedEn("Super Like", "Super Likes", count, digits);
    case "boosts":
    case "boost":
      return ar ? countedAr(AR_BOOSTS, count, digits) : countedEn("Boost", "Boosts", count, digits);
    case "subscription_monthly":
      return ar ? "بريميوم، شهري" : "Premium, monthly";
    case "subscription_annual":
      return ar ? "بريميوم، سنوي" : "Premium, annual";
  }
}

/**
 * What the provider (its receipt, the member's bank statement line) and the built-in test checkout
 * call a purchase: the site's name in the buyer's language, then the item with its count in the
 * buyer's digits, e.g. "Harbour: 5 Super Likes", "الميناء: ٥ إعجابات مميزة".
 */
export function purchaseDescription(siteName: string, type: PurchaseType, count: number, lang: Language, digits: Digits | null): string {
  return `${siteName}: ${itemOf(type, count, lang, digits)}`;
}
