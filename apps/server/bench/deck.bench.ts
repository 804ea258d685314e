/**
 * Deck query benchmark on PostgreSQL: seeds 100k members (generate_series, so seeding takes
 * seconds), then times GET /api/discover's query for 200 random viewers in distance mode,
 * worldwide mode and smart (engine-ranked) mode. Creates and drops its own database.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/deck.bench.ts
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { DECK_LIMIT } from "@ulfa/contracts";
import { openDatabase } from "../src/platform/db";
import { users } from "../src/db/schema";
import { findCandidates } from "../src/discover/repo";
import { scoreMatch } from "../src/matching/engine";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const SWIPES_PER_MEMBER = 5;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl?.startsWith("postgres")) {
  console.log("deck.bench: SKIPPED (set DATABASE_URL=postgres://... to run it)");
  process.exit(0);
}

const name = `ulfa_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });
const { db } = database;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const report = (label: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} p50 ${percentile(s, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(s, 95).toFixed(1).padStart(7)} ms   max ${s[s.length - 1].toFixed(1).padStart(7)} ms`);
};

try {
  const t0 = performance.now();
  // Ten cities; members spread about 0.6 degrees around them, on the ~1 km grid like stored locations.
  await db.execute(sql`
    insert into users (username, name, email, age, gender, interested_in, latitude, longitude, interests, core_values,
                       relationship_goals, smoking_habits, drinking_habits, zodiac_sign, email_verified_at, boosted_until, max_distance)
    select 'bench' || i, 'Member ' || i, 'bench' || i || '@example.test',
           18 + (i * 7919) % 50,
           (array['male','female','female','male','other'])[1 + i % 5],
           (array['female','male','both','both'])[1 + (i / 5) % 4],
           round((c.lat + (random() - 0.5) * 1.2)::numeric, 2)::float8 + 0.005,
           round((c.lng + (random() - 0.5) * 1.2)::numeric, 2)::float8 + 0.005,
           jsonb_build_array((array['Travel','Music','Art','Sports','Cooking','Reading','Movies','Gaming'])[1 + i % 8],
                             (array['Nature','Fitness','Dancing','Writing','Technology','Photography'])[1 + i % 6]),
           jsonb_build_array((array['Honesty','Family','Ambition','Kindness','Humor'])[1 + i % 5]),
           (array['casual','serious','marriage','friendship','figuring_out'])[1 + i % 5],
           (array['never','socially','regularly','trying_to_quit'])[1 + i % 4],
           (array['never','occasionally','socially','regularly'])[1 + i % 4],
           (array['aries','taurus','gemini','cancer','leo','virgo','libra','scorpio','sagittarius','capricorn','aquarius','pisces'])[1 + i % 12],
           now(),
           case when i % 500 = 0 then now() + interval '30 minutes' end,
           50
    from generate_series(1, ${MEMBERS}) as i
    cross join lateral (select (array[30.04, 24.71, 25.20, 51.50, 40.71, 48.85, 21.49, 33.89, 31.95, 29.37])[1 + i % 10] as lat,
                               (array[31.24, 46.68, 55.27, -0.13, -74.01, 2.35, 39.19, 35.50, 35.93, 47.98])[1 + i % 10] as lng) c`);
  await db.execute(sql`
    insert into swipes (from_user_id, to_user_id, is_like)
    select u, 1 + ((u * 31 + k * 977) % ${MEMBERS}), k % 2 = 0
    from generate_series(1, ${MEMBERS}) as u, generate_series(1, ${SWIPES_PER_MEMBER}) as k
    where 1 + ((u * 31 + k * 977) % ${MEMBERS}) <> u
    on conflict do nothing`);
  await db.execute(sql`insert into blocks (blocker_id, blocked_id) select i, i + 1 from generate_series(1, ${MEMBERS} - 1, 97) as i`);
  // vacuum sets the visibility map (autovacuum does in production), so index-only scans apply.
  await db.execute(sql`vacuum analyze`);
  console.log(`deck.bench: seeded ${MEMBERS} members, ~${MEMBERS * SWIPES_PER_MEMBER} swipes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const viewerIds = Array.from({ length: VIEWERS }, (_, i) => 1 + ((i * 48271 + 12345) % MEMBERS));
  const now = new Date();
  const modes: [string, (v: typeof users.$inferSelect) => Promise<unknown>][] = [
    ["deck, 50 km (GET /api/discover)", (v) => findCandidates(db, v, { global: false, maxDistanceKm: v.maxDistance, limit: DECK_LIMIT, now })],
    ["deck, 100 km", (v) => findCandidates(db, v, { global: false, maxDistanceKm: 100, limit: DECK_LIMIT, now })],
    ["deck, worldwide", (v) => findCandidates(db, v, { global: true, maxDistanceKm: 100, limit: DECK_LIMIT, now })],
    [
      "smart deck, 50 km (query + engine)",
      async (v) => {
        const pool = await findCandidates(db, v, { global: false, maxDistanceKm: v.maxDistance, limit: DECK_LIMIT * 4, now });
        return pool.map((c) => scoreMatch(v, c.row));
      },
    ],
  ];
  const viewers = [];
  for (const id of viewerIds) viewers.push((await db.select().from(users).where(eq(users.id, id)))[0]);
  let sizes = 0;
  for (const [label, run] of modes) {
    for (const v of viewers.slice(0, 10)) await run(v); // warm-up
    const times: number[] = [];
    for (const v of viewers) {
      const start = performance.now();
      const out = (await run(v)) as unknown[];
      times.push(performance.now() - start);
      sizes += out.length;
    }
    report(label, times);
  }
  console.log(`deck.bench: ${VIEWERS} viewers per mode, average deck size ${(sizes / (VIEWERS * modes.length)).toFixed(1)}`);
  if (process.env.BENCH_EXPLAIN) {
    // BENCH_EXPLAIN=1 prints the plans of the distance and worldwide queries for one viewer.
    const captured: string[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => captured.push(JSON.stringify({ query, params })) };
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    const traced = drizzle(pool, { logger }) as unknown as typeof db;
    // A viewer with a full 50 km deck, so the plans show real work.
    let shown = viewers[0];
    for (const v of viewers) {
      if ((await findCandidates(db, v, { global: false, maxDistanceKm: 50, limit: DECK_LIMIT, now })).length === DECK_LIMIT) {
        shown = v;
        break;
      }
    }
    await findCandidates(traced, shown, { global: false, maxDistanceKm: 50, limit: DECK_LIMIT, now });
    await findCandidates(traced, shown, { global: true, maxDistanceKm: 50, limit: DECK_LIMIT, now });
    for (const entry of captured) {
      const { query, params } = JSON.parse(entry) as { query: string; params: unknown[] };
      const plan = await pool.query(`explain (analyze, costs off) ${query}`, params);
      console.log(plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n"));
    }
    await pool.end();
  }
} finally {
  await database.close();
  // Let the pool's sockets finish closing before the database is dropped under them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
