import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preHandlerAsyncHookHandler, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import { type Access, type AnySchema, isJsonResponse, isMultipart, isMultipartOrJson, type MultipartOrJson, type RouteSpec, successStatus } from "@ulfa/contracts";
import { AppError } from "../platform/errors";
import { requireAdmin, requireModerator, requireUser } from "./session";

/**
 * Registers the server's side of a route-table entry (packages/contracts/src/routes): method, URL,
 * the params/querystring/body/response schemas and the access guard all come from the entry, so
 * the contract the web client and the journeys call is the one the server validates. The handler
 * stays in the feature's routes file; per-route extras (a rate limit's `config`, a larger
 * `bodyLimit`, pre-handlers that need the member, such as a charge) come in `options` and run after
 * the guard.
 */

type Out<S> = S extends AnySchema ? z.output<S> : undefined;
type RequestOf<R extends RouteSpec> = FastifyRequest<{
  Params: R extends { readonly params: infer S } ? Out<S> : unknown;
  Querystring: R extends { readonly query: infer S } ? Out<S> : unknown;
  Headers: R extends { readonly headers: infer S } ? Out<S> : unknown;
  Body: R extends { readonly body: infer S } ? (S extends AnySchema ? z.output<S> : S extends MultipartOrJson<infer J> ? z.output<J> | undefined : unknown) : unknown;
}>;
/** What a handler answers: the response schema's data (serialized through it), or the reply it sent itself. */
type Others<R> = R extends { readonly otherResponses: infer O extends Readonly<Record<number, AnySchema>> } ? z.output<O[keyof O]> : never;
type ReplyOf<R extends RouteSpec> = (R["response"] extends AnySchema ? z.output<R["response"]> | Others<R> : void) | FastifyReply;
export type RouteHandler<R extends RouteSpec> = (request: RequestOf<R>, reply: FastifyReply) => Promise<ReplyOf<R>> | ReplyOf<R>;

type PreHandler = preHandlerAsyncHookHandler;
/** A route's own pre-handler, typed like its handler's request (it runs after the guard). */
export type RouteHook<R extends RouteSpec> = (request: RequestOf<R>, reply: FastifyReply) => Promise<unknown>;
export type MountOptions<R extends RouteSpec = RouteSpec> = Omit<RouteShorthandOptions, "schema" | "preHandler" | "handler"> & {
  preHandler?: RouteHook<R> | RouteHook<R>[];
  /** Schema keywords beyond the entry's (`hide` for a route left out of the reference). */
  schema?: Pick<FastifySchema, "hide" | "description">;
};

/** The guard each access level stands for; `session` routes check the member in their handler. */
export const GUARDS: Readonly<Record<Access, PreHandler | null>> = {
  public: null,
  optional: null,
  session: null,
  member: requireUser,
  moderator: requireModerator,
  admin: requireAdmin,
};

/**
 * A multipartOrJson route refuses any other body (Fastify parses text/plain too, and that one no
 * schema checks), before the guard, as a validation failure would be.
 */
const multipartOrJsonOnly: PreHandler = async (request) => {
  if (request.mediaType === "multipart/form-data" || request.mediaType === "application/json") return;
  throw new AppError(415, "VALIDATION_FAILED", "Send the body as multipart/form-data or application/json");
};

export function mount<R extends RouteSpec>(app: FastifyInstance, entry: R, handler: RouteHandler<R>): void;
export function mount<R extends RouteSpec>(app: FastifyInstance, entry: R, options: MountOptions<R>, handler: RouteHandler<R>): void;
export function mount<R extends RouteSpec>(app: FastifyInstance, entry: R, ...rest: [RouteHandler<R>] | [MountOptions<R>, RouteHandler<R>]): void {
  const [options, handler] = rest.length === 1 ? [{} as MountOptions<R>, rest[0]] : rest;
  if (!entry.path.startsWith(`${app.prefix}/`)) throw new Error(`${entry.method} ${entry.path} cannot be mounted under the prefix "${app.prefix}"`);
  const guard = GUARDS[entry.access];
  const { preHandler: own, schema: extraSchema, config, ...routeOptions } = options;
  const extra = (own === undefined ? [] : [own].flat()) as PreHandler[];
  const preHandler = guard ? [guard, ...extra] : extra;
  const schema: FastifySchema = { ...extraSchema };
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.headers) schema.headers = entry.headers;
  if (entry.body && isMultipartOrJson(entry.body)) {
    // Fastify validates a body against the schema of its own media type only: a JSON body is
    // checked here, a multipart one is left to the handler, which reads it part by part.
    schema.body = { content: { "application/json": { schema: entry.body.json } } };
    preHandler.unshift(multipartOrJsonOnly);
  } else if (entry.body && !isMultipart(entry.body)) schema.body = entry.body;
  if (isJsonResponse(entry.response)) schema.response = { [successStatus(entry)]: entry.response, ...entry.otherResponses };
  if (entry.summary) schema.summary = entry.summary;
  app.route({
    ...routeOptions,
    method: entry.method,
    url: entry.path.slice(app.prefix.length),
    schema,
    ...(preHandler.length === 1 ? { preHandler: preHandler[0] } : preHandler.length ? { preHandler } : {}),
    config: { ...config, routeEntry: entry },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route-table entry a route was mounted from (the OpenAPI transform reads its access). */
    routeEntry?: RouteSpec;
  }
}
