// The moderation calls' schemas live beside the features that own the data:
// - selfie verification queue and review (GET/POST /api/moderation/verifications...): profile.ts
//   (verificationQueueSchema, reviewVerificationSchema, reviewVerificationResponseSchema)
// - member reports (GET/POST /api/moderation/reports...): matches.ts
//   (moderationReportListSchema, moderationActionBodySchema, moderationActionResponseSchema)
// - suspended members (GET /api/moderation/suspensions, POST /api/moderation/suspensions/:userId/lift): matches.ts
//   (suspendedMemberListSchema, userIdParamsSchema, liftSuspensionResponseSchema)
// The admin web UI is apps/web/src/features/moderation.
export {};
