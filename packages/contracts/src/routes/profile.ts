import {
  enhancedProfileSchema,
  profileStatsSchema,
  selfieChallengeSchema,
  updateEnhancedProfileSchema,
  verificationStatusResponseSchema,
  verifyProfileResponseSchema,
  verifyProfileSchema,
} from "../profile";
import { route } from "./route";

/** The enhanced profile and photo verification. */
export const profileRoutes = {
  get: route({
    method: "GET",
    path: "/api/profile",
    summary: "The signed-in member's own member fields (about, intent, faith, family), sensitive ones included",
    response: enhancedProfileSchema,
    access: "member",
  }),
  /** The editor's call: any subset of the member fields. */
  update: route({
    method: "PATCH",
    path: "/api/profile",
    summary: "Save any of the member's fields; absent ones stay, null clears one",
    body: updateEnhancedProfileSchema,
    response: enhancedProfileSchema,
    access: "member",
  }),
  /** The same, kept for older clients. */
  save: route({
    method: "POST",
    path: "/api/profile",
    summary: "Save any of the member's fields (the older spelling of PATCH)",
    body: updateEnhancedProfileSchema,
    response: enhancedProfileSchema,
    access: "member",
  }),
  stats: route({
    method: "GET",
    path: "/api/profile-stats",
    summary: "Counts for the profile page (likes, matches, credits)",
    response: profileStatsSchema,
    access: "member",
  }),
  submitSelfie: route({
    method: "POST",
    path: "/api/verify-profile",
    summary: "Submit a selfie for photo verification",
    body: verifyProfileSchema,
    response: verifyProfileResponseSchema,
    status: 202,
    access: "member",
  }),
  challenge: route({
    method: "GET",
    path: "/api/verify-profile/challenge",
    summary: "The pose to show in the verification selfie",
    response: selfieChallengeSchema,
    access: "member",
  }),
  humanReview: route({
    method: "POST",
    path: "/api/verify-profile/human-review",
    summary: "Ask a moderator to review the last selfie after repeated automatic refusals",
    response: verifyProfileResponseSchema,
    status: 202,
    access: "member",
  }),
  verificationStatus: route({
    method: "GET",
    path: "/api/verify-profile/status",
    summary: "Where the member's photo verification stands",
    response: verificationStatusResponseSchema,
    access: "member",
  }),
};
