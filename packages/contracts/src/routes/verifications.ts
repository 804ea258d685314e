import { reviewVerificationResponseSchema, reviewVerificationSchema, verificationIdParamsSchema, verificationQueueSchema } from "../profile";
import { VERIFICATION_BULK_ACTIONS } from "../constants";
import { bulkResultSchema, verificationBulkBodySchema } from "../moderation-bulk";
import { fileResponse, route } from "./route";

/** Reviewing verification selfies (moderators and admins). */
export const verificationsRoutes = {
  list: route({
    method: "GET",
    path: "/api/moderation/verifications",
    summary: "Selfies waiting for review (admins)",
    response: verificationQueueSchema,
    access: "moderator",
  }),
  bulk: route({
    method: "POST",
    path: "/api/moderation/verifications/bulk",
    summary: "Approve or reject several selfies at once, each as one selfie's review (moderators and admins)",
    body: verificationBulkBodySchema(VERIFICATION_BULK_ACTIONS),
    response: bulkResultSchema,
    access: "moderator",
  }),
  selfie: route({
    method: "GET",
    path: "/api/moderation/verifications/:id/selfie",
    summary: "One submitted selfie image (admins)",
    params: verificationIdParamsSchema,
    response: fileResponse("image/jpeg"),
    access: "moderator",
  }),
  decide: route({
    method: "POST",
    path: "/api/moderation/verifications/:id",
    summary: "Approve or reject a verification selfie (admins)",
    params: verificationIdParamsSchema,
    body: reviewVerificationSchema,
    response: reviewVerificationResponseSchema,
    access: "moderator",
  }),
};
