import type { Method, RouteInput, RouteOutput, RouteSpec } from "./routes/route";

/**
 * One operation of the route table as the browser calls it: its method and path (and whether it
 * answers with a file), without the schemas. The entry itself rides along as a type only
 * (`~route`, never set), so a call's input and answer are typed by the table at no cost at run time.
 */
export interface Endpoint<R extends RouteSpec = RouteSpec> {
  readonly method: R["method"];
  readonly path: R["path"];
  /** Set when the entry answers with a file (`fileResponse`): the client reads it as a Blob. */
  readonly file?: true;
  readonly "~route"?: R;
}

/** The table entry an endpoint stands for. */
export type RouteOf<E extends Endpoint> = E extends Endpoint<infer R> ? R : never;
/** What a call of the endpoint sends: `{ params?, query?, body? }`, as its entry says. */
export type EndpointInput<E extends Endpoint> = RouteInput<RouteOf<E>>;
/** What a call of the endpoint gets back, as its entry says. */
export type EndpointOutput<E extends Endpoint> = RouteOutput<RouteOf<E>>;
/** The params and query of a call, for its URL; none for an endpoint that takes neither. */
export type UrlInput<E extends Endpoint> = [keyof Omit<EndpointInput<E>, "body" | "headers">] extends [never]
  ? { params?: never; query?: never }
  : Omit<EndpointInput<E>, "body" | "headers">;

/** An endpoint of entry `R`; the typecheck holds its method and path to the entry's. */
export const endpoint = <R extends RouteSpec>(e: { readonly method: R["method"]; readonly path: R["path"]; readonly file?: true }): Endpoint<R> => e;

export type { Method };
