import { z } from "zod";
import { intIdParam } from "./ids";
import { SELFIE_CHALLENGE_TOKEN_MAX, VERIFICATION_NOTE_MAX } from "./constants";
import { memberFieldsPatchShape, memberFieldsShape } from "./member-fields";
import { verificationStatusSchema } from "./user";
import { secretText, text } from "./text";

import { DRINKING_HABITS, RELATIONSHIP_GOALS, SMOKING_HABITS, ZODIAC_SIGNS } from "./lifestyle";

export const zodiacSignSchema = z.enum(ZODIAC_SIGNS, { error: "Please choose a valid zodiac sign" });
export type ZodiacSign = z.infer<typeof zodiacSignSchema>;
export const relationshipGoalSchema = z.enum(RELATIONSHIP_GOALS, { error: "Please choose a valid relationship goal" });
export type RelationshipGoal = z.infer<typeof relationshipGoalSchema>;
export const smokingHabitSchema = z.enum(SMOKING_HABITS, { error: "Please choose a valid smoking habit" });
export type SmokingHabit = z.infer<typeof smokingHabitSchema>;
export const drinkingHabitSchema = z.enum(DRINKING_HABITS, { error: "Please choose a valid drinking habit" });
export type DrinkingHabit = z.infer<typeof drinkingHabitSchema>;

/**
 * GET /api/profile and the answer of PATCH /api/profile: every member field (member-fields.ts), the
 * member's own, sensitive ones included. Empty fields are null / [].
 */
export const enhancedProfileSchema = z.object(memberFieldsShape);
export type EnhancedProfile = z.infer<typeof enhancedProfileSchema>;

/** PATCH /api/profile (and POST, its older spelling): any subset of the member fields; absent fields stay unchanged. */
export const updateEnhancedProfileSchema = z.object(memberFieldsPatchShape).strict();
export type UpdateEnhancedProfileInput = z.input<typeof updateEnhancedProfileSchema>;

/** GET /api/profile-stats: what other members did to the signed-in member. */
export const profileStatsSchema = z.object({
  likesReceived: z.number().int(),
  totalMatches: z.number().int(),
  superLikesReceived: z.number().int(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

// --- Selfie verification (queued for human review, never success by default; docs/product-rules.md) ---

/** A selfie data URL of about 640x480 at JPEG quality 0.8 is far below this. */
export const SELFIE_DATA_URL_MAX = 8 * 1024 * 1024;

/** POST /api/verify-profile. `profilePhoto` is accepted for compatibility and ignored: the server compares with stored photos. */
export const verifyProfileSchema = z.object({
  capturedImage: secretText("Please take a selfie first")
    .min(1, "Please take a selfie first")
    .max(SELFIE_DATA_URL_MAX, "Image must be less than 5MB"),
  profilePhoto: secretText().max(SELFIE_DATA_URL_MAX).nullable().optional(),
  /**
   * The token of GET /api/verify-profile/challenge, answered by this selfie (the pose it asked for).
   * Only a selfie with a valid challenge can be verified automatically; without one it waits for an admin.
   */
  challengeToken: secretText().max(SELFIE_CHALLENGE_TOKEN_MAX).optional(),
});
export type VerifyProfileInput = z.infer<typeof verifyProfileSchema>;

/** Answer of POST /api/verify-profile (202 while queued). `success` is true only after approval. */
export const verifyProfileResponseSchema = z.object({
  success: z.boolean(),
  status: verificationStatusSchema,
  message: z.string(),
  /** 0..1 when an automatic comparison ran; null for human review. */
  confidence: z.number().min(0).max(1).nullable(),
  /** Why the automatic check refused it: another face, or one of the member's own photos again. */
  reason: z.enum(["mismatch", "notNewCapture"]).nullable().optional(),
});
export type VerifyProfileResponse = z.infer<typeof verifyProfileResponseSchema>;

/** The pose a selfie must show, picked at random by the server (a simple liveness step). */
export const SELFIE_POSES = ["tilt", "turn"] as const;
export type SelfiePose = (typeof SELFIE_POSES)[number];

/** GET /api/verify-profile/challenge. Both null when automatic verification is off (SAFETY_SELFIE=off). */
export const selfieChallengeSchema = z.object({
  pose: z.enum(SELFIE_POSES).nullable(),
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type SelfieChallenge = z.infer<typeof selfieChallengeSchema>;

/** GET /api/verify-profile/status. */
export const verificationStatusResponseSchema = z.object({
  status: verificationStatusSchema,
  submittedAt: z.string().nullable(),
  /** The reviewer's note (e.g. why it was rejected), if any. */
  note: z.string().nullable(),
  /** After several selfies refused by the automatic check, the member may ask for a human review instead. */
  humanReviewAvailable: z.boolean(),
});
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponseSchema>;

/** GET /api/moderation/verifications (admins): pending selfies with the member's photos to compare. */
export const verificationQueueItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  age: z.number().int(),
  submittedAt: z.string(),
  /** Admin-only URL of the selfie (GET /api/moderation/verifications/:id/selfie). */
  selfieUrl: z.string(),
  profilePhoto: z.string().nullable(),
  photos: z.array(z.string()),
  /** How alike the selfie's face and the photos' faces are (0..1), when the face model measured it. */
  confidence: z.number().nullable(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
export const verificationQueueSchema = z.object({ verifications: z.array(verificationQueueItemSchema) });
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

export const verificationIdParamsSchema = z.object({ id: intIdParam() });

/** POST /api/moderation/verifications/:id */
export const reviewVerificationSchema = z.object({
  decision: z.enum(["approve", "reject"], { error: "Decision must be approve or reject" }),
  note: text({ multiline: true }).trim().max(VERIFICATION_NOTE_MAX).nullable().optional(),
});
export type ReviewVerificationInput = z.infer<typeof reviewVerificationSchema>;
export const reviewVerificationResponseSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: z.enum(["approved", "rejected"]),
  note: z.string().nullable(),
  reviewedAt: z.string(),
});
export type ReviewVerificationResponse = z.infer<typeof reviewVerificationResponseSchema>;
