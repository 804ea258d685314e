import { z } from "zod";
import { intId } from "./ids";
import { DISTANCE_MAX_KM, DISTANCE_MIN_KM, LANGUAGES } from "./constants";
import { creditsSchema } from "./credits";
import { genderSchema } from "./user";
import { publicMemberFieldsShape } from "./member-fields";
import { shownPromptSchema } from "./prompts";

/**
 * What one member may see of another (apps/server/src/users/public-profile.ts): privacy switches
 * applied, never e-mail, coordinates or balances. `distance` is whole km (at least 1) or null.
 */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  gender: genderSchema,
  bio: z.string().nullable(),
  location: z.string().nullable(),
  city: z.string().nullable(),
  /** The city's Arabic name (issue 31): the web shows it in Arabic; null when unknown (then `city` is shown). */
  cityAr: z.string().nullable(),
  country: z.string().nullable(),
  photos: z.array(z.string()),
  profilePhoto: z.string().nullable(),
  /** The member keeps their photos private and has not revealed them to the viewer: the URLs are blurred copies. */
  photosBlurred: z.boolean(),
  isOnline: z.boolean(),
  isVerified: z.boolean(),
  distance: z.number().int().nullable(),
  /** The member fields others may see (member-fields.ts); sensitive ones (faith) are null unless the member shows them. */
  ...publicMemberFieldsShape,
  prompts: z.array(shownPromptSchema),
  /** Questions that match (docs/questions.md): set where the caller computed it (decks, GET /api/users/:id/questions). */
  matchPercent: z.number().int().nullable().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET /api/swipe-status. `swipesRemaining` is -1 when `unlimited` (premium). */
export const swipeStatusSchema = z.object({
  canSwipe: z.boolean(),
  unlimited: z.boolean(),
  swipesRemaining: z.number().int(),
  /** Super likes left from today's allowance (rolling 24 h). */
  superLikesRemainingToday: z.number().int(),
  /** Bought super likes (used once the daily allowance is spent). */
  superLikes: z.number().int(),
  /** Bought boosts. */
  boosts: z.number().int(),
  /** Premium members' free boost of this calendar month is still unused. */
  monthlyBoostAvailable: z.boolean(),
  /** Super likes and boosts as every screen shows them (the same object as /api/premium/status). */
  credits: creditsSchema,
  boostedUntil: z.string().nullable(),
});
export type SwipeStatus = z.infer<typeof swipeStatusSchema>;

/** GET /api/discover and /api/discover/smart query. Without globalMatching the member's saved preference applies. */
export const discoverQuerySchema = z.object({
  maxDistance: z.coerce.number().int().min(DISTANCE_MIN_KM).max(DISTANCE_MAX_KM).optional(),
  globalMatching: z.enum(["true", "false"]).optional(),
});
export type DiscoverQuery = z.input<typeof discoverQuerySchema>;

export const deckItemSchema = publicProfileSchema.extend({
  /** Questions that match (docs/questions.md): 0-100, or null with too few questions answered by both. */
  matchPercent: z.number().int().nullable(),
  /**
   * A traveller seen near their travel place (docs/discovery.md): the city they are visiting, in
   * English and, where the city list knows it, in Arabic (null otherwise).
   */
  visiting: z.object({ city: z.string().nullable(), cityAr: z.string().nullable() }).optional(),
  /** Set by /api/discover/smart (0-100). */
  compatibilityScore: z.number().int().optional(),
  isBoosted: z.boolean(),
});
export type DeckItem = z.infer<typeof deckItemSchema>;
export const deckSchema = z.array(deckItemSchema);

/** GET /api/surprise-match?exclude=1,2,3 */
export const surpriseQuerySchema = z.object({
  exclude: z
    .string()
    .regex(/^\d+(,\d+)*$/, "exclude must be a comma-separated list of ids")
    .max(2000)
    .optional(),
  /** Language of the reason text; the member's saved language when absent. */
  lang: z.enum(LANGUAGES).optional(),
});
export const surpriseMatchSchema = z.object({
  user: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** For the texts about them, which Arabic inflects by gender. */
      gender: genderSchema,
      age: z.number().int().nullable(),
      distance: z.number().int().nullable(),
      profilePhoto: z.string().nullable(),
      photos: z.array(z.string()),
      /** Their prompt answers in the reader's language (issue 33). */
      prompts: z.array(shownPromptSchema),
    })
    .nullable(),
  compatibilityScore: z.number().int().optional(),
  aiReason: z.string().optional(),
  matchStrengths: z.array(z.string()).optional(),
});
export type SurpriseMatch = z.infer<typeof surpriseMatchSchema>;

/** POST /api/analyze-compatibility */
export const analyzeCompatibilitySchema = z
  .object({
    targetUserId: intId(),
    /** Language of the explanation, reasons and challenges; the member's saved language when absent. */
    lang: z.enum(LANGUAGES).optional(),
  })
  .strict();
export const compatibilityAnalysisSchema = z.object({
  overallScore: z.number().int(),
  explanation: z.string(),
  personalityMatch: z.number().int(),
  interestsMatch: z.number().int(),
  lifestyleMatch: z.number().int(),
  valuesMatch: z.number().int(),
  communicationMatch: z.number().int(),
  zodiacCompatibility: z.number().int().optional(),
  compatibilityReasons: z.array(z.string()),
  potentialChallenges: z.array(z.string()),
  /** Questions that match (docs/questions.md): null with too few in common. */
  matchPercent: z.number().int().nullable().optional(),
});
export type CompatibilityAnalysis = z.infer<typeof compatibilityAnalysisSchema>;

/** POST /api/premium/boost (empty body). */
export const boostBodySchema = z.object({}).strict();
export const boostResultSchema = z.object({
  boostedUntil: z.string(),
  boosts: z.number().int(),
  message: z.string(),
});
export type BoostResult = z.infer<typeof boostResultSchema>;
