import { z } from "zod";
import { HEIGHT_CM_MAX, HEIGHT_CM_MIN } from "./traits";
import { CHOICE_FILTER_FIELDS, fieldOptions, type ChoiceFilterFields } from "./member-fields";

// The deck's age range bounds live with the plain values (constants.ts), which the web reads without zod.
import { AGE_RANGE_MAX, AGE_RANGE_MIN } from "./constants";
export { AGE_RANGE_MAX, AGE_RANGE_MIN };
/** A new member's default range: their own age minus this ... */
export const DEFAULT_AGE_RANGE_BELOW = 5;
/** ... to their own age plus this, clamped to AGE_RANGE_MIN..AGE_RANGE_MAX. */
export const DEFAULT_AGE_RANGE_ABOVE = 10;

/** The range a height filter starts at when switched on in the filter card. */
export const HEIGHT_FILTER_DEFAULT_CM = { min: 150, max: 190 } as const;

export function defaultAgeRange(age: number): { ageMin: number; ageMax: number } {
  const clamp = (n: number) => Math.min(AGE_RANGE_MAX, Math.max(AGE_RANGE_MIN, n));
  return { ageMin: clamp(age - DEFAULT_AGE_RANGE_BELOW), ageMax: clamp(age + DEFAULT_AGE_RANGE_ABOVE) };
}

/**
 * The choice filters' order: the deck statements' parameters (discover/filters.ts strictParams) and
 * the filter card's fieldsets. These came before the registry and keep their places so the
 * statements' texts and plans stay put; a choice filter added to the registry (member-fields.ts
 * `filter`) follows them, in registry order, with no edit here.
 */
const FIRST_CHOICE_FILTERS = [
  "intent",
  "religion",
  "practice",
  "maritalHistory",
  "hasChildren",
  "wantsChildren",
  "smoking",
  "drinking",
  "education",
  "languages",
] as const satisfies readonly (keyof ChoiceFilterFields)[];

export type ChoiceFilterName = keyof ChoiceFilterFields;
export const CHOICE_FILTER_NAMES: readonly ChoiceFilterName[] = [
  ...FIRST_CHOICE_FILTERS,
  ...(Object.keys(CHOICE_FILTER_FIELDS) as ChoiceFilterName[]).filter((name) => !(FIRST_CHOICE_FILTERS as readonly string[]).includes(name)),
];

type ChoiceFilterValues = { [K in ChoiceFilterName]: ReturnType<typeof fieldOptions<K>> };
/**
 * Filters that pick among fixed values, each with the values of its field (languages: anyone who
 * speaks at least one of them). `strict` (a dealbreaker): nobody outside is ever shown, and an
 * unknown value counts as outside. Not strict: those outside are ranked after those inside.
 */
export const CHOICE_FILTERS = Object.fromEntries(CHOICE_FILTER_NAMES.map((name) => [name, fieldOptions(name)])) as ChoiceFilterValues;

const choiceFilter = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .object({
      values: z
        .array(z.enum(values, { error: `${name}: please choose among ${values.join(", ")}` }))
        .min(1, `${name}: choose at least one value`)
        .refine((list) => new Set(list).size === list.length, `${name}: each value only once`),
      strict: z.boolean().default(false),
    })
    .strict();

const heightFilter = z
  .object({
    min: z.number().int().min(HEIGHT_CM_MIN, `Height must be at least ${HEIGHT_CM_MIN} cm`).max(HEIGHT_CM_MAX, `Height must be at most ${HEIGHT_CM_MAX} cm`),
    max: z.number().int().min(HEIGHT_CM_MIN, `Height must be at least ${HEIGHT_CM_MIN} cm`).max(HEIGHT_CM_MAX, `Height must be at most ${HEIGHT_CM_MAX} cm`),
    strict: z.boolean().default(false),
  })
  .strict()
  .refine((h) => h.min <= h.max, { message: "The smallest height must not be above the tallest", path: ["min"] });

type ChoiceFilterSchema<K extends ChoiceFilterName> = z.ZodOptional<ReturnType<typeof choiceFilter<ChoiceFilterValues[K]>>>;
/** One optional entry per choice filter, in CHOICE_FILTER_NAMES order (the document's and the OpenAPI's key order). */
const choiceFiltersShape = Object.fromEntries(
  CHOICE_FILTER_NAMES.map((name) => [name, choiceFilter(CHOICE_FILTERS[name] as readonly [string, ...string[]], name).optional()]),
) as { [K in ChoiceFilterName]: ChoiceFilterSchema<K> };

/** Saved deck filters; an absent filter is off. */
export const discoverFiltersSchema = z
  .object({
    height: heightFilter.optional(),
    ...choiceFiltersShape,
    /** Only members whose selfie verification was approved. */
    verifiedOnly: z.object({ strict: z.boolean().default(false) }).strict().optional(),
  })
  .strict();
export type DiscoverFilters = z.infer<typeof discoverFiltersSchema>;
export type FilterName = keyof DiscoverFilters;

/**
 * The filters a site with premium filters on (site rules `premiumFilters`, off by default) keeps for
 * premium members: Hinge's "subscriber preferences". Age range and distance are not filters here and
 * stay free, as do religion and languages (who a member can share a life and a conversation with)
 * and verifiedOnly (safety is never sold).
 */
export const PREMIUM_FILTER_NAMES = ["height", "intent", "practice", "maritalHistory", "hasChildren", "wantsChildren", "smoking", "drinking", "education"] as const satisfies readonly FilterName[];
export type PremiumFilterName = (typeof PREMIUM_FILTER_NAMES)[number];
export type DiscoverFiltersInput = z.input<typeof discoverFiltersSchema>;

const ageBound = (which: string) =>
  z
    .number({ error: `${which} must be a number` })
    .int(`${which} must be a whole number`)
    .min(AGE_RANGE_MIN, `${which} must be at least ${AGE_RANGE_MIN}`)
    .max(AGE_RANGE_MAX, `${which} must be at most ${AGE_RANGE_MAX}`);

/** GET/PATCH /api/preferences. */
export const preferencesSchema = z.object({
  globalMatching: z.boolean(),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  filters: discoverFiltersSchema,
  /**
   * The filters this member may not set now (premium filters on this site, member not premium).
   * Saved ones among them stay saved but the deck ignores them until the member is premium again.
   */
  locked: z.array(z.enum(PREMIUM_FILTER_NAMES)),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PATCH /api/preferences: any subset; `filters` replaces every saved filter at once. */
export const updatePreferencesSchema = z
  .object({
    globalMatching: z.boolean().optional(),
    ageMin: ageBound("ageMin").optional(),
    ageMax: ageBound("ageMax").optional(),
    filters: discoverFiltersSchema.optional(),
  })
  .strict();
export type UpdatePreferencesInput = z.input<typeof updatePreferencesSchema>;
