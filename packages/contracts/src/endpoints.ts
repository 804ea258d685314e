import { endpointTable } from "./endpoint-table";
import type { routes } from "./routes/index";
import { pathOf, type Method, type RouteInput, type RouteOutput, type RouteSpec } from "./routes/route";

/**
 * The route table without its schemas, for the browser (`@ulfa/contracts/endpoints`). The table's
 * entries hold zod schemas, and loading them builds zod and every schema: the web keeps zod off its
 * first screen (docs/architecture.md, "No zod on the first screen"), so it calls through these
 * method-and-path pairs instead. They are not a second declaration: `npm run endpoints` writes
 * them from the table (./endpoint-table.ts), `satisfies` below fails the typecheck on a method or
 * path that differs from its entry, and apps/web/src/api/endpoints.test.ts on a missing one.
 * The types of what a call sends and gets back come from the table itself (`EndpointInput`,
 * `EndpointOutput`), as types only, which cost nothing at run time.
 */

type Table = typeof routes;
/** Every entry of the table, as one union. */
type AnyRoute = { [F in keyof Table]: Table[F][keyof Table[F]] }[keyof Table];

export interface Endpoint {
  readonly method: Method;
  readonly path: `/${string}`;
  readonly file?: true;
}

/** The table entry an endpoint stands for (the one with its method and path). */
export type RouteOf<E extends Endpoint> = Extract<AnyRoute, { readonly method: E["method"]; readonly path: E["path"] }>;
/** What a call of the endpoint sends: `{ params?, query?, body? }`, as the table entry says. */
export type EndpointInput<E extends Endpoint> = RouteInput<RouteOf<E>>;
/** What a call of the endpoint gets back, as the table entry says. */
export type EndpointOutput<E extends Endpoint> = RouteOutput<RouteOf<E>>;
export type { Method };

/** `file: true` marks an entry answering with a file (`fileResponse`): the client reads it as a Blob. */
type Shape = {
  readonly [F in keyof Table]?: {
    readonly [N in keyof Table[F]]?: Table[F][N] extends infer R extends RouteSpec ? Pick<R, "method" | "path"> & { readonly file?: true } : never;
  };
};

export const endpoints = endpointTable satisfies Shape;

/** The params and query of a call, for its URL. */
export type UrlInput<E extends Endpoint> = RouteOf<E> extends infer R extends RouteSpec ? Omit<RouteInput<R>, "body"> : never;

/**
 * The URL of one call of an endpoint (pathOf of the table: every `:name` filled in and encoded, the
 * query through URLSearchParams, undefined left out), e.g. for an image or a download link.
 */
export function urlOf<E extends Endpoint>(endpoint: E, input?: UrlInput<E>): string {
  const { params, query } = (input ?? {}) as { params?: never; query?: never };
  return pathOf(endpoint as unknown as RouteSpec, params, query);
}
