import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { swipeStatus } from "../likes";
import { analyze, deck, smartDeck, surpriseMatch } from "./service";
import { memberPreferences, updatePreferences } from "./preferences";

/** HTTP routes of the discover feature (registered under /api by app.ts). */
export const discoverRoutes: FastifyPluginAsync = async (app) => {
  const deps = app.deps;

  mount(app, routes.discover.preferences, async (request) => memberPreferences(deps, request.user));

  mount(app, routes.discover.savePreferences, async (request) => updatePreferences(deps, request.user, request.body));

  mount(app, routes.discover.swipeStatus, async (request) =>
    swipeStatus(deps.db, request.user, deps.clock.now(), (await deps.site.settings()).rules),
  );

  mount(app, routes.discover.deck, async (request) => deck(deps, request.user, request.query));

  mount(app, routes.discover.smartDeck, async (request) => smartDeck(deps, request.user, request.query));

  mount(app, routes.discover.surprise, async (request) =>
    surpriseMatch(deps, request.user, request.query.exclude ? request.query.exclude.split(",").map(Number) : [], request.query.lang),
  );

  mount(app, routes.discover.analyzeCompatibility, async (request) => analyze(deps, request.user, request.body.targetUserId, request.body.lang));
};
