import type { Db } from "./db";
import { runEmbedded } from "./embedded-prepared";

/** The driver under a drizzle database: a node-postgres pool or the embedded PGlite. */
type Client =
  | { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }
  | { exec(sql: string): Promise<unknown>; query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * A hand-written statement that PostgreSQL parses and plans once per pooled connection, for the
 * chat's send path, where parsing and planning a statement cost more than running it (the store
 * statement: 0.3 ms planning and about as much parsing, against 0.1 ms executing). node-postgres
 * sends Parse under `name` the first time a connection runs it and only Bind/Execute after; after
 * five runs PostgreSQL keeps a generic plan. It goes straight to the driver, so nothing is built
 * per call either. Named statements live in the server session: Ulfa needs session pooling anyway
 * (docs/operating.md, "Running in production"). PGlite's protocol has no names: there the statement is
 * PREPAREd once and EXECUTEd (platform/embedded-prepared.ts).
 *
 * `text` uses $1, $2... with explicit casts; `name` must be unique in the process.
 */
export function namedStatement<Row>(name: string, text: string): (db: Db, values: unknown[]) => Promise<Row[]> {
  return async (db, values) => {
    const client = (db as unknown as { $client: Client }).$client;
    if ("exec" in client) return (await runEmbedded(client, name, text, values)) as Row[];
    return (await client.query({ name, text, values })).rows as Row[];
  };
}
