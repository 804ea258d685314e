import type { z } from "zod";

/**
 * The route table's one primitive. Every HTTP operation of the API is declared once, with
 * `route({...})`, in a feature's file next to this one; the server registers its routes from these
 * entries (apps/server/src/auth/mount.ts `mount`), the web client and the e2e harness build
 * their calls from them, so a path or a shape cannot drift between the three.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an operation, as the server enforces it:
 * - `public`: anyone; the session is not read.
 * - `optional`: anyone; a signed-in member's session is used when it is there.
 * - `session`: a session is needed, and the handler itself answers 401 without one (GET /api/user
 *   answers a deactivated or suspended member 401 like a signed-out visitor, not 403).
 * - `member`: an active, verified member (the requireUser guard: 401, or 403 deactivated/suspended).
 * - `moderator`: a moderator or an admin (requireModerator). `admin`: an admin (requireAdmin).
 */
export type Access = "public" | "optional" | "session" | "member" | "moderator" | "admin";

/** Body marker: a multipart/form-data upload, read part by part by the handler (nothing to validate as JSON). */
export const multipartBody = Object.freeze({ kind: "multipart" as const });
export type MultipartBody = typeof multipartBody;

/**
 * Body marker: either a multipart/form-data upload of one file in field `file` (read by the
 * handler, as with `multipartBody`) or a JSON body that the server validates against `json` (a 400
 * VALIDATION_FAILED when it does not match); the API reference lists both. POST /api/photos takes
 * a file or onboarding's data URL.
 */
export const multipartOrJson = <const S extends AnySchema, const F extends string>(json: S, multipart: { file: F }): MultipartOrJson<S> =>
  Object.freeze({ kind: "multipartOrJson" as const, json, file: multipart.file });
export interface MultipartOrJson<S extends AnySchema = AnySchema> {
  readonly kind: "multipartOrJson";
  readonly json: S;
  /** The multipart field that carries the file. */
  readonly file: string;
}

/** Response marker: a success with no body (204 unless the entry's `status` says otherwise). */
export const noContent = Object.freeze({ kind: "noContent" as const });
export type NoContent = typeof noContent;

/**
 * Response marker: a body that is not JSON (an image, a file download, an HTML page, a redirect):
 * `contentType` says what comes back, for the reader and the client (which reads it as a Blob).
 */
export const fileResponse = <const C extends string>(contentType: C) => Object.freeze({ kind: "file" as const, contentType });
export type FileResponse = ReturnType<typeof fileResponse>;

/** Response marker: a redirect (302) the browser follows; navigated to, never fetched. */
export const redirect = Object.freeze({ kind: "redirect" as const });
export type Redirect = typeof redirect;

export type AnySchema = z.ZodType;
export type RouteBody = AnySchema | MultipartBody | MultipartOrJson;
export type RouteResponse = AnySchema | NoContent | FileResponse | Redirect;

export interface RouteSpec {
  readonly method: Method;
  /** The full public path, with Fastify's `:name` parameters: `/api/matches/:id/messages`. */
  readonly path: `/${string}`;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  /** Request headers the operation reads (an Idempotency-Key). */
  readonly headers?: AnySchema;
  readonly body?: RouteBody;
  readonly response: RouteResponse;
  /** The success status; 200 (204 for `noContent`, 302 for `redirect`) when left out. */
  readonly status?: number;
  /** Other successes with a body of their own (a send held for review answers 202 with another shape). */
  readonly otherResponses?: Readonly<Record<number, AnySchema>>;
  readonly access: Access;
  /** The operation's one line in the API reference (`/api/docs`, docs/openapi.json). */
  readonly summary: string;
}

/** Declares one operation; returns its argument, typed exactly (`as const`). */
export function route<const R extends RouteSpec>(spec: R): R {
  return spec;
}

/** The success status an entry answers with. */
export function successStatus(r: RouteSpec): number {
  return r.status ?? (isNoContent(r.response) ? 204 : isRedirect(r.response) ? 302 : 200);
}

export const isMultipart = (body: RouteBody | undefined): body is MultipartBody =>
  typeof body === "object" && body !== null && (body as { kind?: unknown }).kind === "multipart" && !("_zod" in body);
export const isMultipartOrJson = (body: RouteBody | undefined): body is MultipartOrJson =>
  typeof body === "object" && body !== null && (body as { kind?: unknown }).kind === "multipartOrJson" && !("_zod" in body);
/** The schema a JSON body is checked against: the body itself, a multipartOrJson's `json`, none for a plain upload. */
export const jsonBodyOf = (body: RouteBody | undefined): AnySchema | undefined =>
  body === undefined || isMultipart(body) ? undefined : isMultipartOrJson(body) ? body.json : body;
export const isNoContent = (response: RouteResponse): response is NoContent =>
  (response as { kind?: unknown }).kind === "noContent" && !("_zod" in response);
export const isFileResponse = (response: RouteResponse): response is FileResponse =>
  (response as { kind?: unknown }).kind === "file" && !("_zod" in response);
export const isRedirect = (response: RouteResponse): response is Redirect =>
  (response as { kind?: unknown }).kind === "redirect" && !("_zod" in response);
/** Whether the response is JSON, checked against its schema (not a marker). */
export const isJsonResponse = (response: RouteResponse): response is AnySchema => "_zod" in response;

/**
 * A platform type where the consumer has it (the web client and the journeys have the DOM's
 * FormData and Blob; this package is built without the DOM or Node), else the fallback.
 */
type Platform<K extends string, Fallback> = typeof globalThis extends { readonly [P in K]: { prototype: infer T } } ? T : Fallback;
type FormDataLike = Platform<"FormData", unknown>;
type BlobLike = Platform<"Blob", unknown>;
/** The WHATWG URLSearchParams every runtime we ship to has (browsers, Node), typed here for this package. */
declare class URLSearchParams {
  append(name: string, value: string): void;
  toString(): string;
}

/** A key that may be left out when every field of its schema may be. */
type Slot<K extends string, T> = {} extends T ? { [P in K]?: T } : { [P in K]: T };
type InputSlot<R, K extends "params" | "query" | "headers" | "body"> = R extends { readonly [P in K]: infer S }
  ? S extends MultipartBody
    ? { [P in K]: FormDataLike }
    : S extends MultipartOrJson<infer J>
      ? { [P in K]: FormDataLike | z.input<J> }
    : S extends AnySchema
      ? Slot<K, z.input<S>>
      : {}
  : {};

/** What a caller sends: `{ params?, query?, headers?, body? }` with exactly the keys the route has. */
export type RouteInput<R extends RouteSpec> = InputSlot<R, "params"> & InputSlot<R, "query"> & InputSlot<R, "headers"> & InputSlot<R, "body">;

type OtherOutputs<R> = R extends { readonly otherResponses: infer O extends Readonly<Record<number, AnySchema>> } ? z.output<O[keyof O]> : never;

/** What a caller gets back: the response's parsed JSON, nothing for `noContent`, a Blob for a file. */
export type RouteOutput<R extends RouteSpec> = R["response"] extends NoContent
  ? void
  : R["response"] extends FileResponse
    ? BlobLike
    : R["response"] extends Redirect
      ? never
    : R["response"] extends AnySchema
      ? z.output<R["response"]> | OtherOutputs<R>
      : never;

/** The params a route's path needs (its `params` schema's input), or none. */
export type RouteParams<R extends RouteSpec> = R extends { readonly params: infer S extends AnySchema } ? z.input<S> : undefined;
/** The query a route accepts (its `query` schema's input), or none. */
export type RouteQuery<R extends RouteSpec> = R extends { readonly query: infer S extends AnySchema } ? z.input<S> : undefined;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL of one call: every `:name` in the path replaced by its param, encoded; the query from
 * URLSearchParams, leaving out undefined and null values (an array repeats its key).
 */
export function pathOf<R extends RouteSpec>(r: R, params?: RouteParams<R>, query?: RouteQuery<R>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = r.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${r.method} ${r.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
