import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { rateLimit } from "../platform/rate-limit";
import { listMatches, markMatchSeen, unmatch } from "./service";
import { blockMember, listBlocked, reportMember, unblockMember } from "./safety";

/** HTTP routes of the matches feature, block and report (registered under /api by app.ts). */
export const matchesRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.matches.list, async (request) => listMatches(app.deps, request.user));

  mount(app, routes.matches.unmatch, async (request) => {
    await unmatch(app.deps, request.user, request.params.id);
    return { message: "Unmatched" };
  });

  mount(app, routes.matches.markSeen, async (request) => {
    await markMatchSeen(app.deps, request.user, request.params.id);
    return { message: "Seen" };
  });

  mount(app, routes.matches.blocks, async (request) => listBlocked(app.deps, request.user));

  mount(app, routes.matches.block, async (request, reply) => {
    await blockMember(app.deps, request.user, request.body.userId);
    return reply.status(201).send({ message: "Blocked" });
  });

  mount(app, routes.matches.unblock, async (request) => {
    await unblockMember(app.deps, request.user, request.params.userId);
    return { message: "Unblocked" };
  });

  mount(app, routes.matches.report, { config: rateLimit(app.deps.config, "report") }, async (request, reply) => {
    const { id } = await reportMember(app.deps, request.user, request.body);
    return reply.status(201).send({ id, message: "Report submitted" });
  });

};
