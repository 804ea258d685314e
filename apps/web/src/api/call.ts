import { urlOf, type Endpoint, type EndpointInput, type EndpointOutput } from "@ulfa/contracts/endpoints";
import { ApiError, request, type RequestOptions } from "./client";

export type CallOptions = Pick<RequestOptions, "signal" | "headers">;

/** An endpoint that takes nothing refuses any input key (a plain `{}` would accept anything). */
type NoInput = { params?: never; query?: never; headers?: never; body?: never };
type InputOf<E extends Endpoint> = [keyof EndpointInput<E>] extends [never] ? NoInput : EndpointInput<E>;
/** The input may be left out when the endpoint needs none (no params, and every query or body field optional). */
type Args<E extends Endpoint> = {} extends InputOf<E> ? [input?: InputOf<E>, options?: CallOptions] : [input: InputOf<E>, options?: CallOptions];

/** A change that sends no body still sends `{}` as JSON, as the client always has: Fastify refuses an empty JSON body. */
const SENDS_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * One call of an API operation, typed by its route-table entry (`@ulfa/contracts/endpoints`): the
 * URL from its path and `input.params`/`input.query`, `input.headers` as request headers (an
 * Idempotency-Key), `input.body` as JSON (a FormData as multipart), and the answer typed as the
 * entry's response. It goes through `request`, so the deadline, the offline notice and
 * ApiError/TimeoutError are the client's. The answer is not parsed with the schema: the server
 * already serializes it through that schema, and the browser keeps zod off its first screen.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: Args<E>): Promise<EndpointOutput<E>> {
  const { body, headers } = (input ?? {}) as { body?: unknown; headers?: Record<string, string> };
  const sent = body !== undefined ? body : SENDS_BODY.has(endpoint.method) ? {} : undefined;
  const allHeaders = headers || options?.headers ? { ...headers, ...options?.headers } : undefined;
  return request<EndpointOutput<E>>(endpoint.method, urlOf(endpoint, input as never), sent, {
    signal: options?.signal,
    ...(allHeaders ? { headers: allHeaders } : {}),
    blob: endpoint.file === true,
  });
}

/** A call whose 401 means "nothing" (signed out) rather than an error: null then. */
export async function callOrNull<E extends Endpoint>(endpoint: E, ...args: Args<E>): Promise<EndpointOutput<E> | null> {
  try {
    return await call(endpoint, ...args);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
