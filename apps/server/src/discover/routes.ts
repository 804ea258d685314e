import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  analyzeCompatibilitySchema,
  compatibilityAnalysisSchema,
  deckSchema,
  discoverQuerySchema,
  preferencesSchema,
  surpriseMatchSchema,
  surpriseQuerySchema,
  swipeStatusSchema,
  updatePreferencesSchema,
} from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import { swipeStatus } from "../likes/quota";
import { analyze, deck, smartDeck, surpriseMatch } from "./service";
import { memberPreferences, updatePreferences } from "./preferences";

/** HTTP routes of the discover feature (registered under /api by app.ts). */
export const discoverRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get("/preferences", { preHandler: requireUser, schema: { response: { 200: preferencesSchema } } }, async (request) =>
    memberPreferences(deps, request.user),
  );

  app.patch(
    "/preferences",
    { preHandler: requireUser, schema: { body: updatePreferencesSchema, response: { 200: preferencesSchema } } },
    async (request) => updatePreferences(deps, request.user, request.body),
  );

  app.get("/swipe-status", { preHandler: requireUser, schema: { response: { 200: swipeStatusSchema } } }, async (request) =>
    swipeStatus(deps.db, request.user, deps.clock.now(), (await deps.site.settings()).rules),
  );

  app.get("/discover", { preHandler: requireUser, schema: { querystring: discoverQuerySchema, response: { 200: deckSchema } } }, async (request) =>
    deck(deps, request.user, request.query),
  );

  app.get(
    "/discover/smart",
    { preHandler: requireUser, schema: { querystring: discoverQuerySchema, response: { 200: deckSchema } } },
    async (request) => smartDeck(deps, request.user, request.query),
  );

  app.get(
    "/surprise-match",
    { preHandler: requireUser, schema: { querystring: surpriseQuerySchema, response: { 200: surpriseMatchSchema } } },
    async (request) =>
      surpriseMatch(deps, request.user, request.query.exclude ? request.query.exclude.split(",").map(Number) : [], request.query.lang),
  );

  app.post(
    "/analyze-compatibility",
    { preHandler: requireUser, schema: { body: analyzeCompatibilitySchema, response: { 200: compatibilityAnalysisSchema } } },
    async (request) => analyze(deps, request.user, request.body.targetUserId, request.body.lang),
  );
};
