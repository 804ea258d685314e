import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { badRequest } from "../platform/errors";
import { pushEndpointUrl } from "./endpoint";
import { deleteSubscription, saveSubscription } from "./repo";

/** Web Push: the key browsers subscribe with, and this device's subscription (registered under /api by app.ts). */
export const pushRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.push.publicKey, async () => ({ publicKey: app.deps.config.push.publicKey }));

  mount(app, routes.push.subscribe, async (request, reply) => {
    if (!pushEndpointUrl(request.body.endpoint, app.deps.config.pushServiceHosts)) {
      throw badRequest("This browser's push service is not supported", "PUSH_SERVICE_NOT_ALLOWED");
    }
    await saveSubscription(app.deps.db, request.user.id, request.body, app.deps.clock.now());
    return reply.status(204).send();
  });

  mount(app, routes.push.unsubscribe, async (request, reply) => {
    await deleteSubscription(app.deps.db, request.user.id, request.body.endpoint);
    return reply.status(204).send();
  });
};
