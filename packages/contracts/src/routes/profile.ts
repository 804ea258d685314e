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
  get: route({ method: "GET", path: "/api/profile", response: enhancedProfileSchema, access: "member" }),
  save: route({ method: "POST", path: "/api/profile", body: updateEnhancedProfileSchema, response: enhancedProfileSchema, access: "member" }),
  stats: route({ method: "GET", path: "/api/profile-stats", response: profileStatsSchema, access: "member" }),
  submitSelfie: route({
    method: "POST",
    path: "/api/verify-profile",
    body: verifyProfileSchema,
    response: verifyProfileResponseSchema,
    status: 202,
    access: "member",
  }),
  challenge: route({ method: "GET", path: "/api/verify-profile/challenge", response: selfieChallengeSchema, access: "member" }),
  humanReview: route({
    method: "POST",
    path: "/api/verify-profile/human-review",
    response: verifyProfileResponseSchema,
    status: 202,
    access: "member",
  }),
  verificationStatus: route({ method: "GET", path: "/api/verify-profile/status", response: verificationStatusResponseSchema, access: "member" }),
};
