import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../db/schema";
import { embeddedMemberChanges, pooledMemberChanges, type MemberChanges } from "./member-changes";
import { embeddedStartParams, initEmbeddedDataDir } from "./pglite-init";
import { autovacuumOnce, startAutovacuum } from "./pglite-autovacuum";
import { lockEmbeddedDir } from "./embedded-lock";
import { withBaselineWasm } from "./v8-tuning";
import { DEFAULT_TIMEOUTS, type Timeouts } from "./timeouts";
import { readJournal, recordSchemaVersion, refuseNewerSchema } from "./schema-guard";

export type Schema = typeof schema;

/** One type for both drivers: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * For nearest-first walks (discover/nearest.ts): on PostgreSQL a small pool whose sessions plan
   * no bitmap scans and no sorts, because `<@ box` has a fixed 0.001 selectivity estimate and the
   * planner would rather read a whole dense box and sort it (seen at 300k members for a heavy
   * swiper: 13k rows read) than walk the GiST index in order and stop at the LIMIT (1,050 rows).
   * On PGlite (small communities, one session) the same db.
   */
  nearestDb: Db;
  /**
   * For the deck's other statements (discover/deck-statements.ts pageStatement, recentStatement):
   * on PostgreSQL a small pool whose sessions keep one generic plan per named statement
   * (`plan_cache_mode=force_generic_plan`). Left to choose, PostgreSQL planned the page afresh for
   * every deck (its generic estimate of `boosted_until > $8` is a third of the table), about
   * 1 ms of planning against 1 ms of running it; the generic plan is the custom plan's shape. Only
   * named statements with one text for every viewer belong here: the main pool's one-off statements
   * keep their custom plans. On PGlite the same db.
   */
  deckDb: Db;
  /** Changed member rows as the database announces them (platform/member-changes.ts). */
  memberChanges: MemberChanges;
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  /**
   * Vacuums and analyzes the tables autovacuum would soon (platform/pglite-autovacuum.ts): PGlite
   * has no autovacuum and does this every minute; on PostgreSQL nothing.
   */
  autovacuum(): Promise<void>;
  /**
   * PGlite only: its data directory as an uncompressed tarball, taken between two statements
   * (PGlite's dumpDataDir, holding the one connection for that moment only). A PGlite opened on it
   * recovers to the state of that moment, like PostgreSQL after a crash: the backup reads that copy
   * (backup/copy-dump.ts) while members keep the real one.
   */
  copyDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** node-postgres clients that give up opening a connection after `connectMs`. */
function quickConnecting(Client: typeof import("pg").Client, connectMs: number): typeof import("pg").Client {
  return class extends Client {
    constructor(config?: string | import("pg").ClientConfig) {
      super({ ...(typeof config === "string" ? { connectionString: config } : config), connectionTimeoutMillis: connectMs });
    }
  };
}

/**
 * The client gives a query this much longer than the server's statement_timeout: a live server
 * cancels first (a clean error, the connection kept); only a stalled one is abandoned by the client.
 */
const CLIENT_QUERY_MARGIN_MS = 1000;

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

/** Any fixed number: the advisory lock that one migrating instance holds at a time. */
const MIGRATION_LOCK_ID = 74_211_001;

/**
 * Several instances starting together against one empty database would each try to create the same
 * tables; the first to take the advisory lock migrates, the others wait and then find nothing to do.
 */
async function migrateExclusively(pg: { Client: typeof import("pg").Client }, url: string, connectMs: number, run: (client: import("pg").Client) => Promise<void>): Promise<void> {
  // Its own connection without the request deadlines: building an index on a big table may take minutes.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, options: "-c statement_timeout=0" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await run(client);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory only: start from this dump of a migrated database (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
  timeouts?: Timeouts;
  /** Tests only: another build's migrations (a shorter list plays an older build). */
  migrationsFolder?: string;
}): Promise<Database> {
  const folder = opts.migrationsFolder ?? migrationsFolder();
  const journal = readJournal(folder);
  if (opts.databaseUrl) {
    const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // Bounded waits: while PostgreSQL is down, stuck or stalled a call fails within seconds (503,
    // platform/db-errors.ts), never hangs (platform/timeouts.ts).
    const bounded = {
      connectionString: opts.databaseUrl,
      // The pool uses one setting for both waits; the client class keeps the short one for connecting.
      connectionTimeoutMillis: timeouts.databasePoolWaitMs,
      Client: quickConnecting(pg.Client, timeouts.databaseConnectMs),
      query_timeout: timeouts.databaseQueryMs + CLIENT_QUERY_MARGIN_MS,
      // No JIT compilation: Ulfa's queries are short, and a pessimistic estimate (a named
      // statement's generic plan) would otherwise spend 20-30 ms compiling a 0.3 ms query.
      options: `-c jit=off -c statement_timeout=${timeouts.databaseQueryMs}`,
      // Connections stay open however quiet the site (the pool's default closes them after 10 s
      // idle): a connection opened afresh costs its start-up, and PostgreSQL parses and plans each
      // named statement again on it (platform/named-statement.ts), custom plans for its first five
      // runs. A burst after a quiet spell (a deck for every viewer at once) paid all of that behind
      // the first walks. At most 10 + 5 connections, as when busy.
      idleTimeoutMillis: 0,
    };
    const memberChanges = pooledMemberChanges();
    const pool = new pg.Pool({ ...bounded, onConnect: (client) => memberChanges.attach(client), max: 10 });
    // An idle client can be cut off by the server (restart, failover, a dropped test database);
    // without a listener that error would crash the process. The pool replaces the client.
    pool.on("error", (err) => console.warn(`postgres: idle client error: ${err.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrateExclusively(pg, opts.databaseUrl, timeouts.databaseConnectMs, async (client) => {
      const query = (text: string, params?: unknown[]) => client.query(text, params);
      await refuseNewerSchema(query, journal).catch(async (err: unknown) => {
        await pool.end();
        throw err;
      });
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
      await recordSchemaVersion(query, journal);
    });
    // The walk is one named statement too: a generic plan spares its planning (its shape is fixed
    // by these settings anyway).
    const nearestPool = new pg.Pool({
      ...bounded,
      max: 5,
      options: `${bounded.options} -c enable_bitmapscan=off -c enable_sort=off -c plan_cache_mode=force_generic_plan`,
    });
    nearestPool.on("error", (err) => console.warn(`postgres: idle client error: ${err.message}`));
    const deckPool = new pg.Pool({ ...bounded, max: 5, options: `${bounded.options} -c plan_cache_mode=force_generic_plan` });
    deckPool.on("error", (err) => console.warn(`postgres: idle client error: ${err.message}`));
    return {
      db,
      nearestDb: drizzle(nearestPool, { schema }) as unknown as Db,
      deckDb: drizzle(deckPool, { schema }) as unknown as Db,
      memberChanges,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      autovacuum: async () => undefined,
      close: async () => {
        await Promise.all([pool.end(), nearestPool.end(), deckPool.end()]);
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = path.join(opts.dataDir ?? "./data", "pglite");
  if (!opts.inMemory) await initEmbeddedDataDir(dir);
  const unlock = opts.inMemory ? () => {} : lockEmbeddedDir(dir);
  const startParams = embeddedStartParams(PGlite);
  const open = async () => {
    const client = opts.inMemory ? new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) : new PGlite(dir, startParams ? { startParams } : {});
    const native = drizzle(client, { schema });
    const query = (text: string, params?: unknown[]) => client.query<Record<string, unknown>>(text, params);
    try {
      await refuseNewerSchema(query, journal);
    } catch (err) {
      await client.close();
      unlock();
      throw err;
    }
    await migrate(native, { migrationsFolder: folder });
    await recordSchemaVersion(query, journal);
    await autovacuumOnce(client);
    return { client, native };
  };
  // A server's embedded database compiles with V8's baseline compiler (platform/v8-tuning.ts); the
  // tests' in-memory ones keep V8's defaults.
  const { client, native } = opts.inMemory ? await open() : await withBaselineWasm(open);
  const stopAutovacuum = startAutovacuum(client, (err) => console.warn(`pglite: autovacuum failed: ${String(err)}`));
  return {
    db: native as unknown as Db,
    nearestDb: native as unknown as Db,
    deckDb: native as unknown as Db,
    memberChanges: await embeddedMemberChanges(client),
    kind: "pglite",
    ping: async () => void (await native.execute(sql`select 1`)),
    autovacuum: async () => void (await autovacuumOnce(client)),
    copyDataDir: () => client.dumpDataDir("none"),
    close: async () => {
      await stopAutovacuum();
      await client.close();
      unlock();
    },
  };
}
