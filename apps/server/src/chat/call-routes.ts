import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";

/**
 * GET /api/calls/config: the STUN/TURN servers (ICE_SERVERS) a member's browser calls with. Members
 * only, since TURN credentials let anyone relay traffic through the operator's server.
 */
export const callRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.calls.config, async () => ({ iceServers: app.deps.config.iceServers }));
};
