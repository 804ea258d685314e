import { z } from "zod";

/**
 * Values of the profile facts members filter on (member-fields.ts declares the fields): enum values
 * are stored as is, labels come from i18n.
 * Religion, practice and sect are sensitive data (GDPR art. 9): never required, shown to others only
 * with `showFaith`, never sent to analytics or logs.
 */
export const RELIGIONS = ["islam", "christianity", "judaism", "other", "none", "prefer_not_to_say"] as const;
export const RELIGIOUS_PRACTICES = ["very", "moderately", "not_practising"] as const;
/** Asked only of members whose religion is Islam. */
export const SECTS = ["sunni", "shia", "ibadi", "just_muslim", "other"] as const;
export const MARITAL_HISTORIES = ["never_married", "divorced", "widowed"] as const;
export const HAS_CHILDREN = ["no", "yes"] as const;
export const WANTS_CHILDREN = ["yes", "no", "open", "not_sure"] as const;
export const EDUCATION_LEVELS = ["high_school", "vocational", "bachelors", "masters", "doctorate", "other"] as const;
/** Asked only of members whose intent (relationshipGoals) is marriage. */
export const MARRIAGE_TIMELINES = ["within_a_year", "one_to_two_years", "two_plus_years", "not_sure"] as const;
/** ISO 639-1 codes of the languages a member may say they speak. */
export const SPOKEN_LANGUAGES = [
  "ar", "en", "fr", "es", "de", "it", "tr", "fa", "ur", "hi", "bn", "id", "ms", "ru", "zh", "so", "am", "ku", "ha", "sw", "pt", "nl",
] as const;
export const SPOKEN_LANGUAGES_MAX = 8;
export const HEIGHT_CM_MIN = 120;
export const HEIGHT_CM_MAX = 230;

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Please choose a valid ${what} (${values.join(", ")})` });

export const religionSchema = choice(RELIGIONS, "religion");
export const religiousPracticeSchema = choice(RELIGIOUS_PRACTICES, "practice");
export const sectSchema = choice(SECTS, "sect");
export const maritalHistorySchema = choice(MARITAL_HISTORIES, "marital history");
export const hasChildrenSchema = choice(HAS_CHILDREN, "has children value");
export const wantsChildrenSchema = choice(WANTS_CHILDREN, "wants children value");
export const educationLevelSchema = choice(EDUCATION_LEVELS, "education level");
export const marriageTimelineSchema = choice(MARRIAGE_TIMELINES, "marriage timeline");
export const spokenLanguageSchema = choice(SPOKEN_LANGUAGES, "language code");
export const heightCmSchema = z
  .number()
  .int("Height must be whole centimetres")
  .min(HEIGHT_CM_MIN, `Height must be at least ${HEIGHT_CM_MIN} cm`)
  .max(HEIGHT_CM_MAX, `Height must be at most ${HEIGHT_CM_MAX} cm`);
/** ISO 3166-1 alpha-2, upper case ("EG", "SA"). */
export const nationalitySchema = z.string().regex(/^[A-Z]{2}$/, "Nationality must be a two-letter country code such as EG");
