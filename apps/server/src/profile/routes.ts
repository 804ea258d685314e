import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  enhancedProfileSchema,
  PHOTO_MAX_BYTES,
  profileStatsSchema,
  selfieChallengeSchema,
  updateEnhancedProfileSchema,
  verificationStatusResponseSchema,
  verifyProfileResponseSchema,
  verifyProfileSchema,
} from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { rateLimit } from "../platform/rate-limit";
import { presentEnhancedProfile, profileStats, saveEnhancedProfile } from "./service";
import { requestHumanReview } from "./human-review";
import { submitSelfie, verificationStatus } from "./verification";
import { issueChallenge } from "../safety/selfie-challenge";

/** Enhanced profile, profile stats and selfie verification (registered under /api). */
export const profileRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/profile", { preHandler: requireUser, schema: { response: { 200: enhancedProfileSchema } } }, async (request) =>
    presentEnhancedProfile(request.user),
  );

  // PATCH is the editor's call (any subset of the member fields); POST stays for older clients.
  for (const method of ["patch", "post"] as const) {
    app[method](
      "/profile",
      { preHandler: requireUser, schema: { body: updateEnhancedProfileSchema, response: { 200: enhancedProfileSchema } } },
      async (request) => saveEnhancedProfile(app.deps, request.user, request.body),
    );
  }

  app.get("/profile-stats", { preHandler: requireUser, schema: { response: { 200: profileStatsSchema } } }, async (request) =>
    profileStats(app.deps, request.user.id),
  );

  // A selfie data URL is about a third larger than the image itself.
  app.post(
    "/verify-profile",
    {
      preHandler: requireUser,
      config: rateLimit(app.deps.config, "upload"),
      bodyLimit: PHOTO_MAX_BYTES * 2,
      schema: { body: verifyProfileSchema, response: { 202: verifyProfileResponseSchema } },
    },
    async (request, reply) => reply.status(202).send(await submitSelfie(app.deps, request.user, request.body.capturedImage, request.body.challengeToken)),
  );

  app.get("/verify-profile/challenge", { preHandler: requireUser, schema: { response: { 200: selfieChallengeSchema } } }, async (request) =>
    issueChallenge(app.deps, request.user.id),
  );

  app.post(
    "/verify-profile/human-review",
    { preHandler: requireUser, config: rateLimit(app.deps.config, "upload"), schema: { response: { 202: verifyProfileResponseSchema } } },
    async (request, reply) => reply.status(202).send(await requestHumanReview(app.deps, request.user)),
  );

  app.get("/verify-profile/status", { preHandler: requireUser, schema: { response: { 200: verificationStatusResponseSchema } } }, async (request) =>
    verificationStatus(app.deps, request.user),
  );

};
