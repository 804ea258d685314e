import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preHandlerAsyncHookHandler, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import { type Access, type AnySchema, isJsonResponse, isMultipart, type RouteSpec, successStatus } from "@ulfa/contracts";
import { requireAdmin, requireModerator, requireUser } from "../auth/session";

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
  Body: R extends { readonly body: infer S } ? (S extends AnySchema ? z.output<S> : unknown) : unknown;
}>;
/** What a handler answers: the response schema's data (serialized through it), or the reply it sent itself. */
type Others<R> = R extends { readonly otherResponses: infer O extends Readonly<Record<number, AnySchema>> } ? z.output<O[keyof O]> : never;
type ReplyOf<R extends RouteSpec> = (R["response"] extends AnySchema ? z.output<R["response"]> | Others<R> : void) | FastifyReply;
export type RouteHandler<R extends RouteSpec> = (request: RequestOf<R>, reply: FastifyReply) => Promise<ReplyOf<R>> | ReplyOf<R>;

type PreHandler = preHandlerAsyncHookHandler;
export type MountOptions = Omit<RouteShorthandOptions, "schema" | "preHandler" | "handler"> & {
  preHandler?: PreHandler | PreHandler[];
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

/** Every entry mounted on an app, for the route-table test and the reference's security line. */
const mountedOn = new WeakMap<object, Set<RouteSpec>>();
export const mountedEntries = (app: FastifyInstance): ReadonlySet<RouteSpec> => mountedOn.get(rootOf(app)) ?? new Set();

function rootOf(app: FastifyInstance): object {
  // Plugins get their own encapsulated instance; the deps object is shared by all of them.
  return (app as { deps?: object }).deps ?? app;
}

export function mount<R extends RouteSpec>(app: FastifyInstance, entry: R, handler: RouteHandler<R>): void;
export function mount<R extends RouteSpec>(app: FastifyInstance, entry: R, options: MountOptions, handler: RouteHandler<R>): void;
export function mount<R extends RouteSpec>(app: FastifyInstance, entry: R, ...rest: [RouteHandler<R>] | [MountOptions, RouteHandler<R>]): void {
  const [options, handler] = rest.length === 1 ? [{} as MountOptions, rest[0]] : rest;
  if (!entry.path.startsWith(`${app.prefix}/`)) throw new Error(`${entry.method} ${entry.path} cannot be mounted under the prefix "${app.prefix}"`);
  const guard = GUARDS[entry.access];
  const extra = options.preHandler === undefined ? [] : [options.preHandler].flat();
  const preHandler = guard ? [guard, ...extra] : extra;
  const schema: FastifySchema = { ...options.schema };
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.headers) schema.headers = entry.headers;
  if (entry.body && !isMultipart(entry.body)) schema.body = entry.body;
  if (isJsonResponse(entry.response)) schema.response = { [successStatus(entry)]: entry.response, ...entry.otherResponses };
  if (entry.summary) schema.summary = entry.summary;
  app.route({
    ...options,
    method: entry.method,
    url: entry.path.slice(app.prefix.length),
    schema,
    ...(preHandler.length === 1 ? { preHandler: preHandler[0] } : preHandler.length ? { preHandler } : {}),
    config: { ...options.config, routeEntry: entry },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
  const root = rootOf(app);
  const seen = mountedOn.get(root) ?? new Set<RouteSpec>();
  seen.add(entry);
  mountedOn.set(root, seen);
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route-table entry a route was mounted from (the OpenAPI transform reads its access). */
    routeEntry?: RouteSpec;
  }
}
