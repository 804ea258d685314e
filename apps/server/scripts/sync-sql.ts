/**
 * `npm run sql:sync`: writes the SQL of the hot queries, with their plans on bench data, to
 * src/queries/*.sql, so a changed query shows up in review as SQL and as a plan. Seeds a throwaway
 * PostgreSQL database like the deck bench (bench/lib/seed.ts, BENCH_MEMBERS, default 100k), runs
 * each query through pools that record what they are sent (drizzle's queries and the named
 * statements alike) and EXPLAINs it. Needs DATABASE_URL.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run sql:sync
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { DECK_LIMIT } from "@ulfa/contracts";
import * as schema from "../src/db/schema";
import { openDatabase, type Db } from "../src/platform/db";
import { findCandidates } from "../src/discover/repo";
import { userForToken } from "../src/auth/session";
import { storeMessage } from "../src/chat";
import type { Deps } from "../src/platform/deps";
import { SessionCache } from "../src/platform/session-cache";
import { MemberCache } from "../src/platform/member-cache";
import { benchDatabase, postgresUrl } from "../bench/lib/pg";
import { seedCommunity } from "../bench/lib/seed";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const adminUrl = postgresUrl();
if (!adminUrl) {
  console.error("sql:sync needs DATABASE_URL=postgres://...");
  process.exit(1);
}
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "queries");

const database = await benchDatabase(adminUrl);
const opened = await openDatabase({ databaseUrl: database.url });
const pool = new pg.Pool({ connectionString: database.url, max: 1 });
const walkPool = new pg.Pool({ connectionString: database.url, max: 1 });
// Dropping the database at the end cuts idle clients off; that is expected here.
for (const p of [pool, walkPool]) p.on("error", () => undefined);
try {
  const { viewers } = await seedCommunity(database.url, { members: MEMBERS, viewers: 20, heavy: 1, sign: (t) => t });
  /** walk: Database.nearestDb (no bitmap scans, no sorts, generic plans); deck: Database.deckDb (generic plans); main: the main pool. */
  type Pool = "walk" | "deck" | "main";
  const captured: { sql: string; params: unknown[]; on: Pool }[] = [];
  /** `target` with every query it runs recorded: drizzle's (config, values) and named statements' ({ name, text, values }). */
  const recording = (target: pg.Pool, on: Pool) =>
    new Proxy(target, {
      get(pool, key) {
        if (key !== "query") return Reflect.get(pool, key);
        return (config: string | pg.QueryConfig, values?: unknown[]) => {
          const text = typeof config === "string" ? config : config.text;
          captured.push({ sql: text, params: values ?? (typeof config === "string" ? [] : (config.values ?? [])), on });
          return pool.query(config as pg.QueryConfig, values);
        };
      },
    });
  const traced = drizzle(recording(pool, "main"), { schema }) as unknown as Db;
  // Like Database.nearestDb (sessions that plan no bitmap scans and no sorts) and Database.deckDb,
  // both on generic plans: explained as those sessions run them.
  const tracedDatabase = {
    nearestDb: drizzle(recording(walkPool, "walk"), { schema }) as unknown as Db,
    deckDb: drizzle(recording(pool, "deck"), { schema }) as unknown as Db,
  };
  const load = async (id: number) => (await opened.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
  const now = new Date();

  /** Runs `run` on the traced db and returns its statements with their plans. */
  const record = async (title: string, run: () => Promise<unknown>) => {
    captured.length = 0;
    await run();
    const parts = [`-- ${title}`, `-- ${MEMBERS} bench members (bench/lib/seed.ts); regenerate with npm run sql:sync`];
    // Explained in one rolled-back transaction, so nothing is stored twice.
    await pool.query("begin");
    for (const [i, q] of captured.entries()) {
      const on = { walk: " (nearestDb: no bitmap scans, no sorts; its generic plan)", deck: " (deckDb: its generic plan)", main: "" }[q.on];
      parts.push("", `-- statement ${i + 1}${on}, parameters: ${JSON.stringify(q.params)}`, `${q.sql};`);
      await pool.query(`set local enable_bitmapscan = ${q.on === "walk" ? "off" : "on"}`);
      await pool.query(`set local enable_sort = ${q.on === "walk" ? "off" : "on"}`);
      await pool.query(`set local plan_cache_mode = ${q.on === "main" ? "auto" : "force_generic_plan"}`);
      const plan = await pool.query(`explain (analyze, costs off, timing off, summary off) ${q.sql}`, q.params);
      parts.push(...plan.rows.map((r: Record<string, string>) => `-- ${r["QUERY PLAN"]}`));
    }
    await pool.query("rollback");
    return parts.join("\n") + "\n";
  };

  const heavy = await load(viewers[0].id);
  const ordinary = await load(viewers.find((v) => !v.heavy && !v.filtered)!.id);
  const filtered = await load(viewers.find((v) => !v.heavy && v.filtered)!.id);
  const deck = (v: typeof ordinary, global: boolean) => () => findCandidates(tracedDatabase, v, { global, maxDistanceKm: v.maxDistance, limit: DECK_LIMIT, now, adminEmails: new Set<string>() });
  writeFileSync(
    path.join(outDir, "discover.deck.sql"),
    [
      await record("GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer", deck(ordinary, false)),
      await record("GET /api/discover, 50 km: a viewer with an age range and strict filters (bench/lib/seed.ts STRICT_FILTERS)", deck(filtered, false)),
      await record("GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)", deck(heavy, false)),
      await record("GET /api/discover?globalMatching=true: worldwide", deck(ordinary, true)),
    ].join("\n"),
  );

  // Fresh caches: the recorded lookup is the one a cache miss makes.
  const deps = { db: traced, clock: { now: () => now }, sessionCache: new SessionCache(), memberCache: new MemberCache(opened.memberChanges) } as unknown as Deps;
  writeFileSync(
    path.join(outDir, "auth.session.sql"),
    await record("GET /api/user and every signed-in call: the session lookup (auth/session.ts userForToken)", () => userForToken(deps, "bench-token-1")),
  );

  const [match] = await opened.db.insert(schema.matches).values({ userAId: viewers[1].id, userBId: viewers[2].id }).returning();
  writeFileSync(
    path.join(outDir, "chat.send.sql"),
    [
      await record("POST /api/matches/:id/messages: store-and-ack in one statement (chat/store-message.ts storeMessage)", () =>
        storeMessage(traced, { matchId: match.id, senderId: viewers[1].id, content: "hello", createdAt: now }),
      ),
      await record("POST /api/matches/:id/messages with an Idempotency-Key (ulfa_store_message_once): explained as a repeat, the recorded run stored it first", () =>
        storeMessage(traced, { matchId: match.id, senderId: viewers[1].id, content: "hello", createdAt: now, clientId: "6f1c2b1e-8d1a-4c55-9a0e-3f2b1c4d5e6f" }),
      ),
    ].join("\n"),
  );
  console.log(`sql:sync: wrote ${outDir}/{discover.deck,auth.session,chat.send}.sql`);
} finally {
  await pool.end();
  await walkPool.end();
  await opened.close();
  await database.drop();
}
