import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { badRequest } from "../platform/errors";
import { pushEndpointUrl } from "./endpoint";
import { deleteSubscription, saveSubscription } from "./repo";

/** Web Push: the key browsers subscribe with, and this device's subscription (registered under /api by app.ts). */
export const pushRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get("/push/public-key", { schema: { response: { 200: pushPublicKeySchema } } }, async () => ({ publicKey: app.deps.config.push.publicKey }));

  app.post("/push/subscriptions", { preHandler: requireUser, schema: { body: pushSubscriptionSchema } }, async (request, reply) => {
    if (!pushEndpointUrl(request.body.endpoint, app.deps.config.pushServiceHosts)) {
      throw badRequest("This browser's push service is not supported", "PUSH_SERVICE_NOT_ALLOWED");
    }
    await saveSubscription(app.deps.db, request.user.id, request.body, app.deps.clock.now());
    return reply.status(204).send();
  });

  app.delete("/push/subscriptions", { preHandler: requireUser, schema: { body: pushUnsubscribeSchema } }, async (request, reply) => {
    await deleteSubscription(app.deps.db, request.user.id, request.body.endpoint);
    return reply.status(204).send();
  });
};
