/**
 * Values of the lifestyle and about-me member fields (member-fields.ts). Enum values are stored as
 * is; labels come from i18n.
 */
export const ZODIAC_SIGNS = [
  "aries",
  "taurus",
  "gemini",
  "cancer",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
] as const;
export const RELATIONSHIP_GOALS = ["casual", "serious", "marriage", "friendship", "figuring_out"] as const;
export const SMOKING_HABITS = ["never", "socially", "regularly", "trying_to_quit"] as const;
export const DRINKING_HABITS = ["never", "socially", "occasionally", "regularly"] as const;

export const SUGGESTED_INTERESTS = [
  "Travel",
  "Cooking",
  "Photography",
  "Reading",
  "Movies",
  "Music",
  "Sports",
  "Art",
  "Technology",
  "Nature",
  "Gaming",
  "Dancing",
  "Fitness",
  "Writing",
] as const;
export const SUGGESTED_CORE_VALUES = [
  "Honesty",
  "Ambition",
  "Family",
  "Creativity",
  "Adventure",
  "Stability",
  "Independence",
  "Kindness",
  "Humor",
  "Intelligence",
  "Spirituality",
  "Success",
] as const;

export const OCCUPATION_MAX = 100;
export const CORE_VALUES_MAX = 12;
export const CORE_VALUE_MAX_LENGTH = 40;

/** PATCH /api/profile takes up to twice as many before de-duplicating (the server then enforces the maximum). */
export const CORE_VALUES_MAX_INPUT = CORE_VALUES_MAX * 2;
