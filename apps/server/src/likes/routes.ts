import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { receivedLikes, rewindLastSwipe, swipe } from "./service";
import { openingLikes } from "./opening";

/** HTTP routes of the likes feature (registered under /api by app.ts). */
export const likesRoutes: FastifyPluginAsync = async (app) => {
  const deps = app.deps;

  mount(app, routes.likes.like, async (request) => swipe(deps, request.user, request.body));

  mount(app, routes.likes.received, async (request) => receivedLikes(deps, request.user));

  mount(app, routes.likes.opening, async (request) => openingLikes(deps, request.user, request.params.id));

  mount(app, routes.likes.rewind, async (request) => rewindLastSwipe(deps, request.user));
};
