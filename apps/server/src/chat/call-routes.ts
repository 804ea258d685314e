import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callConfigSchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";

/**
 * GET /api/calls/config: the STUN/TURN servers (ICE_SERVERS) a member's browser calls with. Members
 * only, since TURN credentials let anyone relay traffic through the operator's server.
 */
export const callRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/calls/config", { preHandler: requireUser, schema: { response: { 200: callConfigSchema } } }, async () => ({
    iceServers: app.deps.config.iceServers,
  }));
};
