/**
 * Named statements on the embedded PGlite (platform/named-statement.ts). PGlite's query(text, values)
 * parses and plans its text on every call, and its protocol has no statement names: the chat's store
 * statement cost 1.4-2 ms there, of which planning alone was 0.8 ms, against 0.2 ms for a plain
 * insert. So the statement is PREPAREd once per database (SQL's own prepared statement, kept by the
 * embedded backend for as long as it runs) and run as `EXECUTE name(literals)`: PostgreSQL then
 * plans it as it does a named statement on a pooled connection (generic plan after five runs).
 *
 * EXECUTE takes no bound parameters, so the values are written into its text as literals, and only
 * values that have one exact literal: null, and a finite number, a boolean or a string, each quoted
 * as E'...' with its backslashes and quotes doubled (read the same whatever standard_conforming_strings
 * says). Anything else (an array, a Date, a string with a NUL, which no text column holds anyway),
 * and a statement whose PREPARE failed, goes the way it always went: query(text, values).
 */

interface Embedded {
  exec(sql: string): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Per database: each statement's PREPARE, once (true: prepared; false: it failed, use the text). */
const prepared = new WeakMap<Embedded, Map<string, Promise<boolean>>>();

/**
 * The value as a quoted literal, or undefined when it has none this file trusts. Quoted whatever its
 * type, so PostgreSQL reads it with the parameter type's input function, as it reads a bound text
 * parameter (what query(text, values) sends): `'5'` into an int, `'true'` into a boolean.
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" && !Number.isFinite(value)) return undefined;
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return undefined;
  const text = String(value);
  return text.includes("\0") ? undefined : `E'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

function prepareOnce(client: Embedded, name: string, text: string, again = false): Promise<boolean> {
  let statements = prepared.get(client);
  if (!statements) prepared.set(client, (statements = new Map()));
  let done = again ? undefined : statements.get(name);
  if (!done) {
    // A statement PostgreSQL cannot prepare on its own (a parameter whose type only its value tells)
    // keeps working as before; the failure is remembered, so it is not tried on every call.
    done = client.exec(`prepare ${name} as ${text}`).then(
      () => true,
      () => false,
    );
    statements.set(name, done);
  }
  return done;
}

/** SQLSTATE 26000: no prepared statement of that name (the embedded database was reset under it). */
const isUnprepared = (err: unknown) => (err as { code?: string } | null)?.code === "26000";

export async function runEmbedded(client: Embedded, name: string, text: string, values: unknown[]): Promise<unknown[]> {
  const literals = values.map(literal);
  if (literals.some((l) => l === undefined) || !(await prepareOnce(client, name, text))) return (await client.query(text, values)).rows;
  const execute = literals.length ? `execute ${name}(${literals.join(", ")})` : `execute ${name}`;
  try {
    return (await client.query(execute)).rows;
  } catch (err) {
    if (!isUnprepared(err) || !(await prepareOnce(client, name, text, true))) throw err;
    return (await client.query(execute)).rows;
  }
}
