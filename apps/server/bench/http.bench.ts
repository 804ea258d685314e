/**
 * Per-request cost as deployed: GET /api/health and GET /api/user (signed in) on the BUILT Ulfa
 * server, started as `npm start` starts it (`node apps/server/dist/main.js`, default settings, its
 * log going to a file), against bare Fastify hello worlds with and without the same logger, in
 * interleaved rounds. The load comes from BENCH_CLIENTS autocannon processes of their own; the
 * first row is their ceiling against a node:http hello, so a reader sees the client is not the limit.
 * PostgreSQL when DATABASE_URL is set (a throwaway database), embedded PGlite otherwise.
 *
 *   npm run bench http      (BENCH_ROUNDS=5 BENCH_SECONDS=3 BENCH_CONNECTIONS=50 BENCH_CLIENTS=1 BENCH_KEEP_LOGS=)
 */
import os from "node:os";
import { buildServer, settingsOf, startBaseline, startBuilt, type Proc } from "./lib/built";
import { fmt, loadAverage, loadFrom, machine, median, type LoadResult } from "./lib/load";
import { benchDatabase, postgresUrl } from "./lib/pg";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1);

buildServer();
const adminUrl = postgresUrl();
const database = adminUrl ? await benchDatabase(adminUrl) : undefined;
const dbEnv: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
const procs: Proc[] = [];
const started = <T extends Proc>(p: T) => (procs.push(p), p);

try {
  const hello = started(await startBaseline("hello-http.ts"));
  const bare = started(await startBaseline("bare-fastify.ts", { BARE_LOG: "off" }));
  const bareFastifyLog = started(await startBaseline("bare-fastify.ts", { BARE_LOG: "fastify" }));
  const bareUlfaLog = started(await startBaseline("bare-fastify.ts", { BARE_LOG: "ulfa" }));
  const ulfaInfo = started(await startBuilt({ env: dbEnv, seedPairs: 50 }));
  const ulfaWarn = started(await startBuilt({ env: { ...dbEnv, LOG_LEVEL: "warn" }, seedPairs: 50 }));
  const cookies = (s: typeof ulfaInfo) => s.pairs.flatMap((p) => [{ cookie: p.cookieA }, { cookie: p.cookieB }]);

  interface Row {
    label: string;
    server: Proc;
    route: string;
    headerSets?: Record<string, string>[];
    /** The row its ratio is taken against (same logging), by label. */
    baseline?: string;
    results: LoadResult[];
    /** The server's CPU time per request of each round, in microseconds (all its threads). */
    cpuUs: number[];
    logBytesPerRequest: number[];
  }
  const row = (label: string, server: Proc, route: string, extra: Partial<Row> = {}): Row => ({ label, server, route, results: [], cpuUs: [], logBytesPerRequest: [], ...extra });
  const BARE = "bare Fastify, no logger";
  const BARE_SAME_LOG = "bare Fastify, Ulfa's logger settings at `info`";
  const rows: Row[] = [
    row("client ceiling: node:http hello, no logger", hello, "/api/health"),
    row(BARE, bare, "/api/health"),
    row("bare Fastify, pino at `info` with Fastify's own request lines", bareFastifyLog, "/api/health"),
    row(BARE_SAME_LOG, bareUlfaLog, "/api/health"),
    row("Ulfa `/api/health`, default `LOG_LEVEL` (`info`)", ulfaInfo, "/api/health", { baseline: BARE_SAME_LOG }),
    row("Ulfa `/api/user` signed in, default `LOG_LEVEL` (`info`)", ulfaInfo, "/api/user", { baseline: BARE_SAME_LOG, headerSets: cookies(ulfaInfo) }),
    row("Ulfa `/api/health`, `LOG_LEVEL=warn`", ulfaWarn, "/api/health", { baseline: BARE }),
    row("Ulfa `/api/user` signed in, `LOG_LEVEL=warn`", ulfaWarn, "/api/user", { baseline: BARE, headerSets: cookies(ulfaWarn) }),
  ];

  console.log(`http.bench: ${machine()}`);
  console.log(`http.bench: Ulfa is \`node apps/server/dist/main.js > server.log 2>&1\`, database ${ulfaInfo.db}, every other setting at its default:`);
  console.log(`  info rows: ${settingsOf(ulfaInfo)} (LOG_LEVEL unset: info)`);
  console.log(`  warn rows: ${settingsOf(ulfaWarn)}`);
  console.log(`  (no REDIS_URL, SMTP_URL, METRICS_TOKEN, RATE_LIMIT_MAX); the bare servers' stdout goes to a file too`);
  console.log(`http.bench: ${CONNECTIONS} connections from ${CLIENTS} autocannon process(es), ${SECONDS} s per run, ${ROUNDS} interleaved rounds`);

  for (let round = 1; round <= ROUNDS; round++) {
    const parts: string[] = [];
    for (const r of rows) {
      const bytesBefore = r.server.logBytes();
      const cpuBefore = r.server.cpuSeconds();
      const result = await loadFrom({ url: `http://127.0.0.1:${r.server.port}${r.route}`, connections: CONNECTIONS, seconds: SECONDS, headerSets: r.headerSets }, CLIENTS);
      const requests = result.rps * SECONDS;
      r.results.push(result);
      r.cpuUs.push(((r.server.cpuSeconds() - cpuBefore) * 1e6) / requests);
      r.logBytesPerRequest.push((r.server.logBytes() - bytesBefore) / requests);
      parts.push(`${fmt(result.rps, 0)}${result.errors ? ` (${result.errors} errors)` : ""}`);
    }
    console.log(`round ${round}: req/s ${parts.join(" | ")}`);
  }

  console.log(`http.bench: load average at the end ${loadAverage()} (above the CPU count, other processes took turns with the servers and the client)`);
  const byLabel = new Map(rows.map((r) => [r.label, r]));
  /** Medians of the per-round ratios to the row's baseline: req/s, and the baseline's CPU per request over this row's. */
  const ratios = (r: Row) => {
    const base = r.baseline ? byLabel.get(r.baseline) : undefined;
    if (!base) return undefined;
    return {
      rps: median(r.results.map((x, i) => x.rps / base.results[i]!.rps)),
      cpu: median(r.cpuUs.map((us, i) => base.cpuUs[i]! / us)),
    };
  };
  const range = (r: Row) => {
    const rps = r.results.map((x) => x.rps).sort((a, b) => a - b);
    return `${Math.round(rps[0]!).toLocaleString("en")}-${Math.round(rps.at(-1)!).toLocaleString("en")}`;
  };
  console.log(
    `\n| ${os.cpus().length} CPUs, ${ROUNDS} interleaved rounds, ${CONNECTIONS} connections, ${ulfaInfo.db} | req/s (median) | range | p99 ms | server CPU µs/req | log bytes/req | ratio, req/s | ratio, CPU/req |`,
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const q = ratios(r);
    const of = r.baseline === BARE ? "of bare, no logger" : "of bare, same logger";
    console.log(
      `| ${r.label} | ${Math.round(median(r.results.map((x) => x.rps))).toLocaleString("en")} | ${range(r)} | ${fmt(median(r.results.map((x) => x.p99)), 0)} | ` +
        `${fmt(median(r.cpuUs), 0)} | ${fmt(median(r.logBytesPerRequest), 0)} | ${q ? `**${fmt(q.rps, 2)}** ${of}` : ""} | ${q ? `**${fmt(q.cpu, 2)}** ${of}` : ""} |`,
    );
  }
  console.log(
    "\nratio, req/s: this row's req/s over its baseline's in the same round (median of rounds). ratio, CPU/req: the baseline's server CPU time per request " +
      "over this row's (all threads, from /proc). CPU/req counts the server's background work too (Ulfa polls its job queue and pings its database " +
      "about once a second, ~2% of a core on PGlite), spread over the requests: when a busy machine leaves the servers few requests, it swells.",
  );
  console.log(`\nhttp.bench: Ulfa server RSS ${fmt(ulfaInfo.rssMb(), 0)} MB (info), ${fmt(ulfaWarn.rssMb(), 0)} MB (warn)` + (process.env.BENCH_KEEP_LOGS ? `; logs kept: ${ulfaInfo.logFile}, ${ulfaWarn.logFile}` : ""));
} finally {
  await Promise.all(procs.map((p) => p.stop()));
  await database?.drop();
}
