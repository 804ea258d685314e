import type { FastifyPluginAsync } from "fastify";
import { PROMPTS, routes } from "@ulfa/contracts";
import { mount } from "../auth";

/** HTTP routes of the prompt library (registered under /api by app.ts). */
export const promptsRoutes: FastifyPluginAsync = async (app) => {

  /** GET /api/prompts?lang=: every prompt's id and text, in `lang` or the member's language. */
  mount(app, routes.prompts.list, async (request) => {
    const lang = request.query.lang ?? request.user.language;
    return PROMPTS.map((p) => ({ id: p.id, text: p[lang] }));
  });
};
