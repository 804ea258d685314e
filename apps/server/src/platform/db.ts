import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../db/schema";

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations folder sits beside src/ and dist/ in apps/server; find it from either. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("drizzle migrations folder not found");
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; inMemory?: boolean }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client can be cut off by the server (restart, failover, a dropped test database);
    // without a listener that error would crash the process. The pool replaces the client.
    pool.on("error", (err) => console.warn(`postgres: idle client error: ${err.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrate(drizzle(pool, { schema }), { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = opts.inMemory ? new PGlite() : new PGlite(path.join(opts.dataDir ?? "./data", "pglite"));
  const native = drizzle(client, { schema });
  await migrate(native, { migrationsFolder: migrationsFolder() });
  return {
    db: native as unknown as Db,
    kind: "pglite",
    ping: async () => void (await native.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
