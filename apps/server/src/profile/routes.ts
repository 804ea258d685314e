import type { FastifyPluginAsync } from "fastify";
import { PHOTO_MAX_BYTES, routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { rateLimit } from "../platform/rate-limit";
import { presentEnhancedProfile, profileStats, saveEnhancedProfile } from "./service";
import { requestHumanReview } from "./human-review";
import { submitSelfie, verificationStatus } from "./verification";
import { issueChallenge } from "../safety";

/** Enhanced profile, profile stats and selfie verification (registered under /api). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.profile.get, async (request) => presentEnhancedProfile(request.user));

  // PATCH is the editor's call (any subset of the member fields); POST stays for older clients.
  for (const entry of [routes.profile.update, routes.profile.save]) {
    mount(app, entry, async (request) => saveEnhancedProfile(app.deps, request.user, request.body));
  }

  mount(app, routes.profile.stats, async (request) => profileStats(app.deps, request.user.id));

  // A selfie data URL is about a third larger than the image itself.
  mount(
    app,
    routes.profile.submitSelfie,
    { config: rateLimit(app.deps.config, "upload"), bodyLimit: PHOTO_MAX_BYTES * 2 },
    async (request, reply) => reply.status(202).send(await submitSelfie(app.deps, request.user, request.body.capturedImage, request.body.challengeToken)),
  );

  mount(app, routes.profile.challenge, async (request) => issueChallenge(app.deps, request.user.id));

  mount(
    app,
    routes.profile.humanReview,
    { config: rateLimit(app.deps.config, "upload") },
    async (request, reply) => reply.status(202).send(await requestHumanReview(app.deps, request.user)),
  );

  mount(app, routes.profile.verificationStatus, async (request) => verificationStatus(app.deps, request.user));

};
