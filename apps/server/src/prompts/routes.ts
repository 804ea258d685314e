import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROMPTS, promptListSchema, promptsQuerySchema } from "@ulfa/contracts";
import { requireUser } from "../auth/session";

/** HTTP routes of the prompt library (registered under /api by app.ts). */
export const promptsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** GET /api/prompts?lang=: every prompt's id and text, in `lang` or the member's language. */
  app.get("/prompts", { preHandler: requireUser, schema: { querystring: promptsQuerySchema, response: { 200: promptListSchema } } }, async (request) => {
    const lang = request.query.lang ?? request.user.language;
    return PROMPTS.map((p) => ({ id: p.id, text: p[lang] }));
  });
};
