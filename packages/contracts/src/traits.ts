import { z } from "zod";

/**
 * Profile facts members filter on (issue 33): enum values are stored as is, labels come from i18n.
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

/** The traits as GET /api/profile returns them (own data: always shown, whatever `showFaith`). */
export const traitsSchema = z.object({
  religion: religionSchema.nullable(),
  religiousPractice: religiousPracticeSchema.nullable(),
  sect: sectSchema.nullable(),
  /** Religion, practice and sect are shown to other members only when true (default false). */
  showFaith: z.boolean(),
  maritalHistory: maritalHistorySchema.nullable(),
  hasChildren: hasChildrenSchema.nullable(),
  wantsChildren: wantsChildrenSchema.nullable(),
  educationLevel: educationLevelSchema.nullable(),
  languages: z.array(spokenLanguageSchema),
  nationality: z.string().nullable(),
  marriageTimeline: marriageTimelineSchema.nullable(),
  heightCm: z.number().int().nullable(),
});
export type Traits = z.infer<typeof traitsSchema>;

/** POST /api/profile: any subset of the traits; null clears one. */
export const updateTraitsShape = {
  religion: religionSchema.nullable().optional(),
  religiousPractice: religiousPracticeSchema.nullable().optional(),
  sect: sectSchema.nullable().optional(),
  showFaith: z.boolean().optional(),
  maritalHistory: maritalHistorySchema.nullable().optional(),
  hasChildren: hasChildrenSchema.nullable().optional(),
  wantsChildren: wantsChildrenSchema.nullable().optional(),
  educationLevel: educationLevelSchema.nullable().optional(),
  languages: z
    .array(spokenLanguageSchema)
    .max(SPOKEN_LANGUAGES_MAX, `At most ${SPOKEN_LANGUAGES_MAX} languages`)
    .refine((list) => new Set(list).size === list.length, "Each language only once")
    .optional(),
  nationality: nationalitySchema.nullable().optional(),
  marriageTimeline: marriageTimelineSchema.nullable().optional(),
  heightCm: heightCmSchema.nullable().optional(),
};

/** What other members see of the traits: faith fields are null unless the member shows them. */
export const publicTraitsShape = {
  religion: religionSchema.nullable(),
  religiousPractice: religiousPracticeSchema.nullable(),
  sect: sectSchema.nullable(),
  maritalHistory: maritalHistorySchema.nullable(),
  hasChildren: hasChildrenSchema.nullable(),
  wantsChildren: wantsChildrenSchema.nullable(),
  educationLevel: educationLevelSchema.nullable(),
  languages: z.array(z.string()),
  nationality: z.string().nullable(),
  marriageTimeline: marriageTimelineSchema.nullable(),
  heightCm: z.number().int().nullable(),
};
