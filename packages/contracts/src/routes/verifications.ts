import { reviewVerificationResponseSchema, reviewVerificationSchema, verificationIdParamsSchema, verificationQueueSchema } from "../profile";
import { fileResponse, route } from "./route";

/** Reviewing verification selfies (moderators and admins). */
export const verificationsRoutes = {
  list: route({ method: "GET", path: "/api/moderation/verifications", response: verificationQueueSchema, access: "moderator" }),
  selfie: route({
    method: "GET",
    path: "/api/moderation/verifications/:id/selfie",
    params: verificationIdParamsSchema,
    response: fileResponse("image/jpeg"),
    access: "moderator",
  }),
  decide: route({
    method: "POST",
    path: "/api/moderation/verifications/:id",
    params: verificationIdParamsSchema,
    body: reviewVerificationSchema,
    response: reviewVerificationResponseSchema,
    access: "moderator",
  }),
};
