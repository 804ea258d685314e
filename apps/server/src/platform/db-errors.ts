/**
 * PostgreSQL SQLSTATEs meaning "the server is going away, refuses work now or did not finish in
 * time": class 08 and these (57014: statement_timeout cancelled the query; Ulfa never cancels otherwise).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
const UNAVAILABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
/**
 * node-postgres and its pool say these in words only: "timeout expired" (opening a connection to a
 * server that accepts and never answers), "Query read timeout" (query_timeout on a stalled server).
 */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /Connection timeout/i,
  /Client has encountered a connection error/i,
  /^timeout expired$/i,
  /^Query read timeout$/i,
];

/**
 * True when an error (or any error it wraps: drizzle puts the driver's error in `cause`) means
 * the database cannot be reached, as opposed to a bad query.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08...$/.test(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
