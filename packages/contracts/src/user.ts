import { z } from "zod";
import { AGE_MAX, AGE_MIN, BIO_MAX, DISTANCE_MAX_KM, DISTANCE_MIN_KM, INTERESTS_MAX, INTEREST_MAX_LENGTH, LOCATION_TEXT_MAX, NAME_MAX } from "./constants";
import { secretText, text } from "./text";
import { ownPromptSchema, promptAnswersSchema } from "./prompts";
import { openingMoveSchema, openingMovesSchema } from "./questions";
import { birthDateSchema, onboardingSchema } from "./onboarding";

export const genderSchema = z.enum(["male", "female", "other"]);
export type Gender = z.infer<typeof genderSchema>;
export const interestedInSchema = z.enum(["male", "female", "both"]);
export type InterestedIn = z.infer<typeof interestedInSchema>;
/**
 * The digits every number and date is written in (issue 31): Latin "123" or Arabic-Indic "١٢٣",
 * as Intl's numbering systems name them. A member who never chose has null: the default, Latin.
 */
export const digitsSchema = z.enum(["latn", "arab"], { message: 'must be "latn" (Latin 123) or "arab" (Arabic-Indic ١٢٣)' });
export type Digits = z.infer<typeof digitsSchema>;

/** Privacy switches persisted server-side and honoured in every payload others receive. */
export const privacySettingsSchema = z.object({
  showAge: z.boolean(),
  showDistance: z.boolean(),
  showOnlineStatus: z.boolean(),
  allowMessages: z.boolean(),
  showLastSeen: z.boolean(),
  readReceipts: z.boolean(),
  /** Others see only blurred photos until the member reveals them to a match (docs/privacy.md). */
  photosPrivate: z.boolean(),
  /** Only members this member has liked see them in a deck. */
  incognito: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const DEFAULT_PRIVACY: PrivacySettings = {
  showAge: true,
  showDistance: true,
  showOnlineStatus: true,
  allowMessages: true,
  showLastSeen: true,
  readReceipts: true,
  photosPrivate: false,
  incognito: false,
};

export const verificationStatusSchema = z.enum(["none", "pending", "approved", "rejected"]);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** The signed-in member as GET /api/user returns it (own data only). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  /** Derived from `birthDate` when set; 0 while a new member has not given their date of birth yet. */
  age: z.number().int(),
  /** "YYYY-MM-DD"; null for accounts from before dates of birth (their typed age stays) and during onboarding. */
  birthDate: z.string().nullable().optional(),
  gender: genderSchema,
  bio: z.string().nullable(),
  location: z.string().nullable(),
  city: z.string().nullable(),
  /** The city's Arabic name (issue 31): the web shows it in Arabic; null when unknown (then `city` is shown). */
  cityAr: z.string().nullable(),
  country: z.string().nullable(),
  /** Approximate (grid-snapped) coordinates, never the raw ones. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  interests: z.array(z.string()),
  profilePhoto: z.string().nullable(),
  photos: z.array(z.string()),
  isOnline: z.boolean(),
  isVerified: z.boolean(),
  verificationStatus: verificationStatusSchema,
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
  boosts: z.number().int(),
  superLikes: z.number().int(),
  boostedUntil: z.string().nullable(),
  maxDistance: z.number().int(),
  showDistance: z.boolean(),
  interestedIn: interestedInSchema,
  locationSharingEnabled: z.boolean(),
  showOnMap: z.boolean(),
  globalMatching: z.boolean(),
  privacy: privacySettingsSchema,
  language: z.enum(["en", "ar"]),
  /** Null until the member chooses; optional so older servers' answers still parse. */
  digits: digitsSchema.nullable().optional(),
  isAdmin: z.boolean(),
  /** Works the moderation queues (admins too); optional so older servers' answers still parse. */
  isModerator: z.boolean().optional(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  /** The member's answered prompts (issue 33). */
  prompts: z.array(ownPromptSchema),
  /**
   * "held": under review after automatic signals (likes and first messages wait); "pending":
   * waiting for approval on an approval site; "none" otherwise (docs/trust-and-safety.md).
   */
  moderation: z.enum(["none", "held", "pending"]).optional(),
  /** The member appealed the hold (once is enough: appeals are idempotent). */
  appealedAt: z.string().nullable().optional(),
  /** Opening Moves (docs/features.md); optional so older servers' answers still parse. */
  openingMoves: z.array(openingMoveSchema).optional(),
  /** Onboarding progress computed from the profile (docs/onboarding.md); optional so older servers' answers still parse. */
  onboarding: onboardingSchema.optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/session: always 200, so a signed-out visit logs no failed request; `user` is null then. */
export const sessionSchema = z.object({ user: currentUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

const trimmedOptional = (max: number, multiline = false) => text({ multiline }).trim().max(max).nullable().optional();

/** PATCH /api/user: any subset of the member's own editable fields. */
export const updateUserSchema = z
  .object({
    name: text().trim().min(1, "Name is required").max(NAME_MAX).optional(),
    age: z.number().int().min(AGE_MIN, "Must be at least 18").max(AGE_MAX, "Must be under 100").optional(),
    /** The date of birth: the age is derived from it on the server, which enforces the site's minimum age. */
    birthDate: birthDateSchema.optional(),
    // Google sign-in gives neither age nor gender: members correct the placeholders here.
    gender: genderSchema.optional(),
    bio: trimmedOptional(BIO_MAX, true),
    location: trimmedOptional(LOCATION_TEXT_MAX),
    interests: z.array(text().trim().min(1).max(INTEREST_MAX_LENGTH)).max(INTERESTS_MAX).optional(),
    profilePhoto: secretText().max(8 * 1024 * 1024).nullable().optional(),
    maxDistance: z.number().int().min(DISTANCE_MIN_KM).max(DISTANCE_MAX_KM).optional(),
    showDistance: z.boolean().optional(),
    interestedIn: interestedInSchema.optional(),
    language: z.enum(["en", "ar"]).optional(),
    /** Null goes back to the default (Latin). */
    digits: digitsSchema.nullable().optional(),
    privacy: privacySettingsSchema.partial().optional(),
    /** Replaces every answered prompt at once (at most PROMPTS_MAX). */
    prompts: promptAnswersSchema.optional(),
    /** Opening Moves (docs/features.md): up to OPENING_MOVES_MAX questions a first message may answer; [] removes them. */
    openingMoves: openingMovesSchema.optional(),
  })
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
