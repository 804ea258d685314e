import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { reviewVerificationResponseSchema, reviewVerificationSchema, verificationIdParamsSchema, verificationQueueSchema } from "@ulfa/contracts";
import { requireModerator } from "../auth/session";
import { pendingVerifications, reviewVerification, selfieOf } from "../profile/verification";

/** Moderators' review of selfie verifications; the verification itself is the profile's (profile/verification.ts). */
export const verificationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/moderation/verifications",
    { preHandler: requireModerator, schema: { response: { 200: verificationQueueSchema } } },
    async () => ({ verifications: await pendingVerifications(app.deps) }),
  );

  app.get("/moderation/verifications/:id/selfie", { preHandler: requireModerator, schema: { params: verificationIdParamsSchema } }, async (request, reply) => {
    const bytes = await selfieOf(app.deps, request.params.id);
    return reply.header("Content-Type", "image/jpeg").header("Cache-Control", "private, no-store").send(bytes);
  });

  app.post(
    "/moderation/verifications/:id",
    {
      preHandler: requireModerator,
      schema: { params: verificationIdParamsSchema, body: reviewVerificationSchema, response: { 200: reviewVerificationResponseSchema } },
    },
    async (request) => reviewVerification(app.deps, request.user, request.params.id, request.body),
  );
};
