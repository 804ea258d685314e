import { ZODIAC_SIGNS } from "@ulfa/contracts";
/**
 * Zodiac compatibility, from the classical element scheme: signs of the same element (trines) get
 * on best, fire with air and earth with water complement each other, opposite signs attract, and
 * the remaining element pairs (fire-water, fire-earth, air-earth, air-water) are the hardest.
 */
export { ZODIAC_SIGNS };
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];
export type Element = "fire" | "earth" | "air" | "water";

const ELEMENTS: Element[] = ["fire", "earth", "air", "water"];

export const elementOf = (sign: ZodiacSign): Element => ELEMENTS[ZODIAC_SIGNS.indexOf(sign) % 4];

export const asZodiacSign = (value: string | null | undefined): ZodiacSign | null => {
  const v = value?.trim().toLowerCase();
  return v && (ZODIAC_SIGNS as readonly string[]).includes(v) ? (v as ZodiacSign) : null;
};

export type ZodiacRelation = "same_sign" | "same_element" | "complementary" | "opposite" | "challenging";

export const ZODIAC_SCORES: Record<ZodiacRelation, number> = {
  same_element: 90,
  complementary: 80,
  opposite: 75,
  same_sign: 70,
  challenging: 45,
};

const COMPLEMENTARY = new Set(["fire:air", "air:fire", "earth:water", "water:earth"]);

export function zodiacRelation(a: ZodiacSign, b: ZodiacSign): ZodiacRelation {
  if (a === b) return "same_sign";
  const distance = Math.abs(ZODIAC_SIGNS.indexOf(a) - ZODIAC_SIGNS.indexOf(b));
  if (distance === 6) return "opposite";
  const ea = elementOf(a);
  const eb = elementOf(b);
  if (ea === eb) return "same_element";
  if (COMPLEMENTARY.has(`${ea}:${eb}`)) return "complementary";
  return "challenging";
}

export const zodiacScore = (a: ZodiacSign, b: ZodiacSign): number => ZODIAC_SCORES[zodiacRelation(a, b)];
