/**
 * Per-request cost: GET /api/health and GET /api/user (signed in) on the real Ulfa server, against
 * a bare Fastify hello world, each in its own process, in interleaved rounds; load from this
 * process (autocannon, 50 connections). Prints each round and the median ratio to bare Fastify.
 * PostgreSQL when DATABASE_URL is set (a throwaway database), embedded PGlite otherwise.
 *
 *   npm run bench http      (BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=50)
 */
import { startChild } from "./lib/child";
import { fmt, load, median } from "./lib/load";
import { benchDatabase, postgresUrl } from "./lib/pg";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const adminUrl = postgresUrl();
const database = adminUrl ? await benchDatabase(adminUrl) : undefined;
const bare = await startChild("bare-fastify");
const ulfa = await startChild("ulfa", { DATABASE_URL: database?.url ?? "", BENCH_SEED_PAIRS: "50" });
const info = ulfa.info as { db: string; pairs: { cookieA: string; cookieB: string }[] };
const cookies = info.pairs.flatMap((p) => [{ cookie: p.cookieA }, { cookie: p.cookieB }]);

try {
  const at = (child: { port: number }, route: string) => `http://127.0.0.1:${child.port}${route}`;
  const ratios = { health: [] as number[], user: [] as number[] };
  console.log(`http.bench: db ${info.db}, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds`);
  for (let round = 1; round <= ROUNDS; round++) {
    const base = await load({ url: at(bare, "/api/health"), connections: CONNECTIONS, seconds: SECONDS });
    const health = await load({ url: at(ulfa, "/api/health"), connections: CONNECTIONS, seconds: SECONDS });
    const user = await load({ url: at(ulfa, "/api/user"), connections: CONNECTIONS, seconds: SECONDS, headerSets: cookies });
    ratios.health.push(health.rps / base.rps);
    ratios.user.push(user.rps / base.rps);
    const line = (label: string, r: typeof base) =>
      `${label} ${fmt(r.rps, 0).padStart(6)} req/s p50 ${fmt(r.p50)} ms p99 ${fmt(r.p99)} ms${r.errors ? ` (${r.errors} errors)` : ""}`;
    console.log(`round ${round}: ${line("bare", base)} | ${line("/api/health", health)} | ${line("/api/user", user)}`);
  }
  console.log(
    `http.bench: ratio to bare Fastify (median of ${ROUNDS}): /api/health ${fmt(median(ratios.health), 2)}, /api/user ${fmt(median(ratios.user), 2)}; ` +
      `server RSS ${fmt(ulfa.rssMb(), 0)} MB`,
  );
} finally {
  await ulfa.stop();
  await bare.stop();
  await database?.drop();
}
