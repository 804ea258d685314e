import { stdSerializers, type LoggerOptions, type SerializedError } from "pino";

/** Keys whose values never reach a log line, at any of the first three levels of a log object. */
const SECRET_KEYS = ["password", "newPassword", "currentPassword", "passwordHash", "token", "cookie", "authorization", "set-cookie", "content"];
/** Sensitive personal data (GDPR art. 9) and members' words (issue 33): never in a log line either. */
const PERSONAL_KEYS = ["religion", "religiousPractice", "sect", "comment", "prompts", "answer"];
const DEPTHS = ["", "*.", "*.*."];

/**
 * Verification codes are logged under `code` only in request bodies; elsewhere `code` is an error
 * code (pg "23505", "FST_ERR_...") that operators need, so only these paths are redacted.
 */
const CODE_PATHS = ["code", "body.code", "req.body.code", "input.code"];

/** pino path syntax: `a.b`, and `a["set-cookie"]` for keys that are not identifiers. */
const pathTo = (depth: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${depth}${key}` : `${depth.replace(/\.$/, "")}["${key}"]`);

export const REDACTED_PATHS = [...[...SECRET_KEYS, ...PERSONAL_KEYS].flatMap((key) => DEPTHS.map((depth) => pathTo(depth, key))), ...CODE_PATHS];

/** Fields of database errors that carry the values of a query (an argon2 hash, an e-mail, a message). */
const VALUE_FIELDS = ["params", "parameters", "queryOptions", "detail"];

type Serialized = Record<string, unknown>;

/** Drizzle puts the parameters into the message and stack too ("Failed query: ...\nparams: ..."). */
const withoutParams = (text: unknown) => (typeof text === "string" ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [removed]") : text);

function scrub(err: Serialized): Serialized {
  const out: Serialized = {};
  for (const [key, value] of Object.entries(err)) {
    if (VALUE_FIELDS.includes(key)) continue;
    if (key === "message" || key === "stack") out[key] = withoutParams(value);
    else if (key === "cause" && value && typeof value === "object") out[key] = scrub(value as Serialized);
    else out[key] = value;
  }
  return out;
}

/** pino's error serializer without the query values that database errors carry. */
export function errorSerializer(err: Error): SerializedError {
  return scrub(stdSerializers.err(err) as unknown as Serialized) as SerializedError;
}

/** pino options: JSON in production, quiet in tests, never cookies, passwords, tokens, codes or message bodies. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, remove: true },
    serializers: { err: errorSerializer },
  };
}
