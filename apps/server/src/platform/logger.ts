import type { FastifyReply, FastifyRequest } from "fastify";
import { LogController } from "fastify";
import { stdSerializers, type LoggerOptions, type SerializedError } from "pino";

/**
 * Keys whose values never reach a log line, at any depth of a logged object: secrets, and
 * sensitive personal data (GDPR art. 9) and members' own words (faith, prompt answers, like comments).
 */
const SECRET_KEYS = new Set([
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "token",
  "cookie",
  "authorization",
  "set-cookie",
  "content",
  "religion",
  "religiousPractice",
  "sect",
  "comment",
  "prompts",
  "answer",
]);

/**
 * Verification codes are logged under `code` only in request bodies; elsewhere `code` is an error
 * code (pg "23505", "FST_ERR_...") that operators need, so `code` goes only at the top of a logged
 * object and under these keys (`body.code`, `req.body.code`, `input.code`).
 */
const CODE_PARENTS = new Set(["", "body", "input"]);

/** Deeper than any object we log; it bounds the walk of a cyclic or huge object. */
const MAX_DEPTH = 6;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * `value` without the secret keys (SECRET_KEYS, and `code` where CODE_PARENTS says), as deep as
 * MAX_DEPTH through plain objects and arrays (class instances are left to their serializers).
 * Copies only what it changes: a log line without secrets (nearly all of them) costs one key
 * lookup per field and no allocation.
 */
export function withoutSecrets<T>(value: T, parentKey = "", depth = 0): T {
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = withoutSecrets(item, parentKey, depth + 1);
      if (next !== item) (copy ??= [...value])[i] = next;
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    if (SECRET_KEYS.has(key) || (key === "code" && CODE_PARENTS.has(parentKey))) {
      copy ??= { ...value };
      delete copy[key];
      continue;
    }
    const field = value[key];
    if (typeof field !== "object" || field === null) continue;
    const next = withoutSecrets(field, key, depth + 1);
    if (next !== field) (copy ??= { ...value })[key] = next;
  }
  return (copy ?? value) as T;
}

/** Fields of database errors that carry the values of a query (an argon2 hash, an e-mail, a message). */
const VALUE_FIELDS = new Set(["params", "parameters", "queryOptions", "detail"]);

type Serialized = Record<string, unknown>;

/** Drizzle puts the parameters into the message and stack too ("Failed query: ...\nparams: ..."). */
const withoutParams = (text: unknown) => (typeof text === "string" ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [removed]") : text);

function scrub(err: Serialized): Serialized {
  const out: Serialized = {};
  for (const [key, value] of Object.entries(err)) {
    if (VALUE_FIELDS.has(key) || SECRET_KEYS.has(key)) continue;
    if (key === "message" || key === "stack") out[key] = withoutParams(value);
    else if (key === "cause" && value && typeof value === "object") out[key] = scrub(value as Serialized);
    else if (key === "aggregateErrors" && Array.isArray(value)) out[key] = value.map((e) => (e && typeof e === "object" ? scrub(e as Serialized) : e));
    else out[key] = withoutSecrets(value, key, 1);
  }
  return out;
}

/**
 * pino's error serializer with the cause kept as its own object (its message, stack and code: a
 * DrizzleQueryError's cause is the pg error with the SQLSTATE), without the query values and
 * secrets that errors may carry.
 */
export function errorSerializer(err: Error): SerializedError {
  return scrub(stdSerializers.errWithCause(err) as unknown as Serialized) as SerializedError;
}

/** A request as a few log lines of Fastify's still show it: the path without its query (tokens ride there). */
function requestSerializer(req: { method?: string; url?: string; ip?: string }) {
  return { method: req.method, url: pathOf(req.url), remoteAddress: req.ip };
}

/**
 * The secret segment of a chaperone's or a shared date's link (`/chaperone/<token>`, `/date/<token>`,
 * `/api/date-share/<token>/photo`): whoever reads it opens the link, so logs carry `[token]` instead.
 */
const LINK_TOKEN = /\/(chaperone|date|date-share)\/[A-Za-z0-9_-]{16,}/g;

/** `text` with every link token replaced (a path, a URL, or a mail's text). */
export const withoutLinkTokens = (text: string) => text.replace(LINK_TOKEN, (_match, kind: string) => `/${kind}/[token]`);

/** The path of a request without its query and without a link's token. */
const pathOf = (url: string | undefined) => {
  if (url === undefined) return url;
  const q = url.indexOf("?");
  return withoutLinkTokens(q === -1 ? url : url.slice(0, q));
};

/**
 * pino options: JSON, never cookies, passwords, tokens, codes or message bodies. The secrets are
 * taken out of each logged object where it enters the log (formatters.log, once per line, cheap
 * for the flat objects nearly every line carries) and out of serialized errors, instead of pino's
 * `redact` with wildcard paths, which ran a path matcher over every value of every line, the
 * request id and the message included: a quarter of a logged health check's CPU time.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    formatters: { log: (object) => withoutSecrets(object) },
    serializers: { err: errorSerializer, req: requestSerializer },
  };
}

/** The route's pattern (`/api/matches/:id`), never ids or query strings; the path for a 404. */
export const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? pathOf(request.url);

/** Milliseconds with two decimals: enough to read a latency, shorter than pino's float. */
const ms = (elapsed: number) => Math.round(elapsed * 100) / 100;

/**
 * One line per completed request, at info: `{reqId, method, route, status, ms}` and "request
 * completed" (at error with the error and its cause when the response failed). Fastify's own two
 * lines per request (incoming, then completed with the reply serialized) cost twice the writes
 * and said less (no route, no method on the second line). Errors answered by our error handler are
 * logged there, with their cause.
 */
export class RequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Below info (or with no logger) the line is not even built: a warn-level request costs nothing here.
    const log = reply.log as FastifyReply["log"] & { isLevelEnabled?: (level: string) => boolean };
    if (!log.isLevelEnabled?.(error ? "error" : "info")) return;
    const line = { method: request.method, route: routeOf(request), status: reply.statusCode, ms: ms(reply.elapsedTime) };
    if (error) log.error({ ...line, err: error }, "request errored");
    else log.info(line, "request completed");
  }
}
