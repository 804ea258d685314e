import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { eachId } from "./bulk";
import { pendingVerifications, reviewVerification, selfieOf } from "../profile";

/** Moderators' review of selfie verifications; the verification itself is the profile's (profile/verification.ts). */
export const verificationRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.verifications.list, async () => ({ verifications: await pendingVerifications(app.deps) }));

  mount(app, routes.verifications.selfie, async (request, reply) => {
    const bytes = await selfieOf(app.deps, request.params.id);
    return reply.header("Content-Type", "image/jpeg").header("Cache-Control", "private, no-store").send(bytes);
  });

  mount(app, routes.verifications.decide, async (request) => reviewVerification(app.deps, request.user, request.params.id, request.body));

  mount(app, routes.verifications.bulk, async (request) => {
    const { ids, action, note } = request.body;
    return eachId(ids, (id) => reviewVerification(app.deps, request.user, id, { decision: action, note }));
  });
};
