import type { Page } from "playwright-core";
import { isFileResponse, isMultipart, isMultipartOrJson, pathOf, type RouteInput, type RouteOutput, type RouteSpec } from "@ulfa/contracts";

/**
 * Journeys call the API through route-table entries (packages/contracts/src/routes), as the web
 * client does: the URL comes from the entry's path and the input's params and query, the body
 * and the answer are typed by the entry, so a journey cannot call a path or send a shape the
 * server does not have, and needs no cast to read an answer.
 */

/** An entry that takes nothing refuses any input key (a plain `{}` would accept anything). */
type NoInput = { params?: never; query?: never; headers?: never; body?: never };
type InputOf<R extends RouteSpec> = [keyof RouteInput<R>] extends [never] ? NoInput : RouteInput<R>;
/** The input may be left out when the entry needs none. */
export type CallArgs<R extends RouteSpec> = {} extends InputOf<R> ? [input?: InputOf<R>] : [input: InputOf<R>];

export interface ApiClient {
  /** The answer of a call that must succeed, typed by the entry; an error naming the call, its status and body otherwise. */
  call<R extends RouteSpec>(route: R, ...input: CallArgs<R>): Promise<RouteOutput<R>>;
  /** The raw answer, for a journey that checks a refusal's status, code or headers. */
  send<R extends RouteSpec>(route: R, ...input: CallArgs<R>): Promise<Response>;
}

interface Parts {
  url: string;
  method: string;
  body?: string | FormData;
  json: boolean;
  headers: Record<string, string>;
}

/** Method, URL and body of one call. A change with no body sends `{}`, as the web client does (Fastify refuses an empty JSON body). */
function partsOf(route: RouteSpec, input: unknown): Parts {
  const { params, query, body, headers = {} } = (input ?? {}) as { params?: never; query?: never; body?: unknown; headers?: Record<string, string> };
  const url = pathOf(route, params, query);
  const { method } = route;
  if (isMultipart(route.body) || (isMultipartOrJson(route.body) && body instanceof FormData)) return { url, method, body: body as FormData, json: false, headers };
  if (body === undefined && (method === "GET" || method === "DELETE")) return { url, method, json: false, headers };
  return { url, method, body: JSON.stringify(body ?? {}), json: true, headers };
}

async function answerOf<R extends RouteSpec>(route: R, res: Response): Promise<RouteOutput<R>> {
  if (!res.ok) throw new Error(`${route.method} ${res.url}: ${res.status} ${await res.text()}`);
  if (isFileResponse(route.response)) return (await res.blob()) as RouteOutput<R>;
  if (res.status === 204) return undefined as RouteOutput<R>;
  return (await res.json()) as RouteOutput<R>;
}

/**
 * A client of the server at `baseUrl`, as a visitor or (with `cookie`, "ulfa_session=…") as a
 * signed-in member; `headers` go with every call (an Origin, as a browser sends it).
 */
export function apiClient(baseUrl: string, cookie?: string, headers: Record<string, string> = {}): ApiClient {
  const send = <R extends RouteSpec>(route: R, ...[input]: CallArgs<R>) => {
    const parts = partsOf(route, input);
    return fetch(`${baseUrl}${parts.url}`, {
      method: parts.method,
      headers: { ...headers, ...(cookie ? { cookie } : {}), ...(parts.json ? { "Content-Type": "application/json" } : {}), ...parts.headers },
      body: parts.body,
    });
  };
  return {
    send,
    call: async (route, ...input) => answerOf(route, await send(route, ...input)),
  };
}

/** A Playwright URL glob for every call of an entry: "**" and its path, each `:param` a "*". */
export const globOf = (route: RouteSpec): string => `**${route.path.replace(/:\w+/g, "*")}`;

/** What a call made inside a page answered: its status and its JSON (null when it sent none). */
export interface PageAnswer<T> {
  status: number;
  body: T | null;
}

/**
 * Calls the API from inside a browser page, with the page's own cookies (its session), as the
 * app's screens do. Uploads (multipart) are not sent this way: a FormData does not cross into the page.
 */
export function pageApi(page: Page) {
  const send = async <R extends RouteSpec>(route: R, ...[input]: CallArgs<R>): Promise<PageAnswer<RouteOutput<R>>> => {
    const { url, method, body, json, headers } = partsOf(route, input);
    if (body instanceof FormData) throw new Error(`${route.method} ${route.path}: uploads cannot be sent from a page`);
    return page.evaluate(
      async ([u, m, b, j, h]) => {
        const res = await fetch(u, { method: m, headers: { ...(j ? { "Content-Type": "application/json" } : {}), ...h }, body: b });
        const text = await res.text();
        let parsed: unknown = null;
        try {
          parsed = text ? (JSON.parse(text) as unknown) : null;
        } catch {
          parsed = null;
        }
        return { status: res.status, body: parsed };
      },
      [url, method, body, json, headers] as const,
    ) as Promise<PageAnswer<RouteOutput<R>>>;
  };
  return {
    send,
    /** The answer of a call that must succeed (2xx), typed by the entry. */
    async call<R extends RouteSpec>(route: R, ...input: CallArgs<R>): Promise<RouteOutput<R>> {
      const answer = await send(route, ...input);
      if (answer.status < 200 || answer.status > 299) throw new Error(`${route.method} ${route.path} in the page: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body as RouteOutput<R>;
    },
  };
}
