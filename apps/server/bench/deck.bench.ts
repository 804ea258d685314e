/**
 * GET /api/discover over HTTP on PostgreSQL at one or more community sizes. The Ulfa server runs
 * as deployed (`node apps/server/dist/main.js` after a build, default settings, logging at info
 * into a file) in its own process; this process seeds (lib/seed.ts: mixed genders and ages, photos, activity,
 * heavy swipers) and sends the requests. For each size it prints:
 *  - one request at a time: p50/p95 for ordinary viewers and for heavy swipers (1,000 nearest
 *    already swiped), worldwide and smart modes; beside the ordinary viewers, the third of them with
 *    an age range and strict filters (lib/seed.ts STRICT_FILTERS), and their ratio;
 *  - under load (50 connections, ordinary viewers): req/s, p50, p99, interleaved with the `v1`
 *    baseline (lib/deck-v1: the deck's statements as they were before the id-first deck, straight
 *    through node-postgres, 50 in flight, pools like the server's) and their ratio;
 * and at the end the growth from the first size to the last.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench deck
 *   BENCH_MEMBERS=100000,300000 ... (growth 100k -> 300k; about 6 minutes on 2 cores)
 *   BENCH_VIEWERS=200 BENCH_HEAVY=50 BENCH_SECONDS=5 BENCH_ROUNDS=3 BENCH_CONNECTIONS=50
 *   BENCH_CPU_PROF=/tmp/prof (the server's CPU profile, written when it stops)
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { DECK_LIMIT } from "@ulfa/contracts";
import cookie from "@fastify/cookie";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer, builtMain, startProcess } from "./lib/built";
import { fmt, load, median, percentile, type LoadResult } from "./lib/load";
import { benchDatabase, postgresUrl } from "./lib/pg";
import { seedCommunity, type Viewer } from "./lib/seed";
import { findCandidates as findCandidatesV1 } from "./lib/deck-v1/repo";
import { findCandidates } from "../src/discover/repo";
import { users, type UserRow } from "../src/db/schema";
import type { Db } from "../src/platform/db";

const SIZES = (process.env.BENCH_MEMBERS ?? "100000").split(",").map(Number);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const HEAVY = Number(process.env.BENCH_HEAVY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECRET = "bench-secret-bench-secret-bench-secret";
/** BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (node --cpu-prof). */
const cpuProfileArgs = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

const adminUrl = postgresUrl();
if (!adminUrl) {
  console.log("deck.bench: SKIPPED (set DATABASE_URL=postgres://... to run it)");
  process.exit(0);
}

async function timeEach(base: string, viewers: Viewer[], path: string): Promise<number[]> {
  const times: number[] = [];
  for (const v of viewers) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie: v.cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

/** The pools a raw SQL load runs on: v1's as they were, today's as the server opens them (src/platform/db.ts). */
const V1_POOLS = { main: "-c jit=off", walk: "-c jit=off -c enable_bitmapscan=off -c enable_sort=off" };
const TODAY_POOLS = {
  main: "-c jit=off -c plan_cache_mode=force_generic_plan",
  walk: "-c jit=off -c enable_bitmapscan=off -c enable_sort=off -c plan_cache_mode=force_generic_plan",
};

/**
 * Today's deck SQL before the id-first deck (lib/deck-v1: the same rules, statements that read the
 * card's columns for every row they rank), straight through node-postgres: no HTTP, no session, no
 * presentation. Pools like the server's: 10 connections, and 5 for the walk whose sessions plan no
 * bitmap scans and no sorts (Database.nearestDb); v1 as it ran, today's with the server's generic
 * plans (Database.nearestDb and deckDb: the 10 connections then stand for the 5 of deckDb and the
 * main pool's 5 more, which the statements here never use). 50 km decks of DECK_LIMIT, as GET
 * /api/discover. `find` is v1's findCandidates or today's (src/discover/repo.ts): the same load on
 * both shows what the statements alone save, apart from the HTTP request around them.
 */
async function rawSqlLoad(
  url: string,
  rows: UserRow[],
  find: (database: { db: Db; nearestDb: Db; deckDb: Db }, ...args: Tail<Parameters<typeof findCandidates>>) => Promise<unknown[]>,
  options: { main: string; walk: string },
): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: options.main });
  const walkPool = new pg.Pool({ connectionString: url, max: 5, options: options.walk });
  const database = { db: drizzle(pool) as unknown as Db, nearestDb: drizzle(walkPool) as unknown as Db, deckDb: drizzle(pool) as unknown as Db };
  const latencies: number[] = [];
  let done = 0;
  let next = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const v = rows[next++ % rows.length];
        const start = performance.now();
        await find(database, v, { global: false, maxDistanceKm: v.maxDistance, limit: DECK_LIMIT, now: new Date(), adminEmails: new Set() });
        latencies.push(performance.now() - start);
        done += 1;
      }
    }),
  );
  await Promise.all([pool.end(), walkPool.end()]);
  return { rps: done / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors: 0 };
}

type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

const line = (label: string, r: LoadResult) =>
  `${label} ${fmt(r.rps, 0).padStart(5)} req/s p50 ${fmt(r.p50).padStart(6)} ms p99 ${fmt(r.p99).padStart(6)} ms${r.errors ? ` (${r.errors} errors)` : ""}`;
const seq = (label: string, times: number[]) => `${label.padEnd(34)} p50 ${fmt(percentile(times, 50)).padStart(6)} ms   p95 ${fmt(percentile(times, 95)).padStart(6)} ms`;

buildServer();
const results: { size: number; p95: number; rps: number }[] = [];
for (const size of SIZES) {
  const database = await benchDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-bench-deck-"));
  const server = await startProcess([...cpuProfileArgs, builtMain], { DATABASE_URL: database.url, SESSION_SECRET: SECRET, DATA_DIR: dataDir, HOST: "127.0.0.1" }, path.join(dataDir, "server.log"), {
    removeOnStop: dataDir,
  });
  try {
    const { viewers, seconds } = await seedCommunity(database.url, { members: size, viewers: VIEWERS, heavy: HEAVY, sign: (t) => cookie.sign(t, SECRET) });
    console.log(`deck.bench: ${size} members seeded in ${fmt(seconds)} s (${VIEWERS} viewers, ${HEAVY} heavy swipers)`);
    const base = `http://127.0.0.1:${server.port}`;
    // Load runs use every ordinary viewer (a third of them filtering); one-at-a-time runs split them.
    const ordinary = viewers.filter((v) => !v.heavy);
    const unfiltered = ordinary.filter((v) => !v.filtered);
    const filtered = ordinary.filter((v) => v.filtered);
    const heavy = viewers.filter((v) => v.heavy);
    // Warm-up at another distance: the decks it keeps (platform/deck-cache.ts) must not serve the
    // timed runs below, which measure a deck walked afresh.
    await timeEach(base, viewers.slice(0, 20), "/api/discover?maxDistance=49");
    const normal = await timeEach(base, unfiltered, "/api/discover");
    const filteredTimes = await timeEach(base, filtered, "/api/discover");
    const heavyTimes = await timeEach(base, heavy, "/api/discover");
    console.log(seq("deck 50 km, one at a time", normal));
    console.log(seq("deck 50 km, strict filters", filteredTimes));
    console.log(`strict filters / unfiltered, p95: x${fmt(percentile(filteredTimes, 95) / percentile(normal, 95), 2)}`);
    console.log(seq("deck 50 km, heavy swipers", heavyTimes));
    console.log(`heavy swipers / others, p95: x${fmt(percentile(heavyTimes, 95) / percentile(normal, 95), 2)}`);
    console.log(seq("deck worldwide", await timeEach(base, unfiltered, "/api/discover?globalMatching=true")));
    console.log(seq("deck worldwide, strict filters", await timeEach(base, filtered, "/api/discover?globalMatching=true")));
    console.log(seq("smart deck 50 km", await timeEach(base, unfiltered, "/api/discover/smart")));
    console.log(seq("smart deck 50 km, strict filters", await timeEach(base, filtered, "/api/discover/smart")));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = await drizzle(client).select().from(users).where(inArray(users.id, ordinary.map((v) => v.id)));
    await client.end();
    const ratios: number[] = [];
    const sqlRatios: number[] = [];
    let last: LoadResult | undefined;
    for (let round = 1; round <= ROUNDS; round++) {
      const raw = await rawSqlLoad(database.url, rows, findCandidatesV1, V1_POOLS);
      const now = await rawSqlLoad(database.url, rows, findCandidates, TODAY_POOLS);
      last = await load({ url: `${base}/api/discover`, connections: CONNECTIONS, seconds: SECONDS, headerSets: ordinary.map((v) => ({ cookie: v.cookie })) });
      ratios.push(last.rps / raw.rps);
      sqlRatios.push(now.rps / raw.rps);
      console.log(`round ${round}: ${line("v1 raw SQL", raw)} | ${line("today's raw SQL", now)} | ${line("GET /api/discover (a third filtering)", last)}`);
    }
    console.log(`deck.bench: ${size} members, ${CONNECTIONS} connections: GET /api/discover / v1 raw SQL = ${fmt(median(ratios), 2)}, today's raw SQL / v1 raw SQL = ${fmt(median(sqlRatios), 2)} (medians of ${ROUNDS}); server RSS ${fmt(server.rssMb(), 0)} MB`);
    results.push({ size, p95: percentile(normal, 95), rps: last!.rps });
  } finally {
    await server.stop();
    await database.drop();
  }
}
if (results.length > 1) {
  const [first, final] = [results[0], results[results.length - 1]];
  console.log(
    `deck.bench: growth ${first.size} -> ${final.size} members: one-at-a-time p95 x${fmt(final.p95 / first.p95, 2)}, req/s x${fmt(final.rps / first.rps, 2)}`,
  );
}
