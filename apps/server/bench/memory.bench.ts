/**
 * `npm run bench memory`: the resident memory (RSS) of the built server after start, idle, as an
 * operator runs it (`node apps/server/dist/main.js`, default settings, logging at info into a
 * file), on the embedded database and, with DATABASE_URL, on PostgreSQL; and what takes it:
 *  - RSS after IDLE_SECONDS idle, as it stands (nothing collected), the number the goal is about;
 *  - the same after a forced collection (lib/settle-hook.mjs: `--expose-gc`, SIGUSR2), and the JS
 *    heap, external memory and array buffers V8 reports then (lib/memory-hook.mjs);
 *  - /proc/<pid>/smaps summed by mapping: anonymous memory (V8's heap, PGlite's WebAssembly memory,
 *    native allocations such as sharp's) and each file mapped in (the node binary, native
 *    libraries: libvips, onnxruntime), largest first;
 *  - a bare `node` that only waits, for Node's own share;
 *  - embedded less PostgreSQL: what the embedded database holds in the server's process.
 * Whether the web app is built (apps/web/dist) is printed: the served pages are part of the figure.
 *
 *   npm run bench memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench memory
 *   BENCH_IDLE_SECONDS=10 BENCH_ROUNDS=3
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildServer, startBuilt, type BuiltServer } from "./lib/built";
import { fmt, median } from "./lib/load";
import { benchDatabase, postgresUrl } from "./lib/pg";

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const here = import.meta.dirname;
const hooks = ["--expose-gc", "--import", path.join(here, "lib/memory-hook.mjs")];
const webDist = path.resolve(here, "../../web/dist");

const rssMbOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

/** Resident kB of each mapping of `pid`, summed by what is mapped: a file's base name, or "anonymous". */
function mappedMb(pid: number): Map<string, number> {
  const sums = new Map<string, number>();
  let name = "anonymous";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const file = head[1].trim();
      name = file.startsWith("/") ? path.basename(file) : file === "" || file.startsWith("[heap") || file.startsWith("[anon") ? "anonymous" : file;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) sums.set(name, (sums.get(name) ?? 0) + Number(rss[1]) / 1024);
  }
  return sums;
}

/** Waits for `marker` to appear in `file` after `from` bytes; returns the line. */
async function lineAfter(file: string, from: number, marker: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const line = readFileSync(file, "utf8").slice(from).split("\n").find((l) => l.startsWith(marker));
    if (line) return line;
    await sleep(100);
  }
  throw new Error(`no ${marker} line in ${file}`);
}

interface Reading {
  idle: number;
  settled: number;
  v8: { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
  maps: Map<string, number>;
}

async function measure(server: BuiltServer): Promise<Reading> {
  await sleep(IDLE_SECONDS * 1000);
  const idle = rssMbOf(server.pid);
  const logFile = path.join(server.settings.DATA_DIR, "server.log");
  const from = readFileSync(logFile, "utf8").length;
  process.kill(server.pid, "SIGUSR2");
  const v8 = JSON.parse((await lineAfter(logFile, from, "MEMORY ")).slice("MEMORY ".length)) as Reading["v8"];
  return { idle, settled: rssMbOf(server.pid), v8, maps: mappedMb(server.pid) };
}

async function bareNode(): Promise<number> {
  const proc = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  await sleep(2000);
  const rss = rssMbOf(proc.pid!);
  proc.kill();
  return rss;
}

const adminUrl = postgresUrl();
buildServer();
console.log(`memory.bench: web app built (apps/web/dist): ${existsSync(webDist) ? "yes" : "no: run npm run build first, the pages it serves are part of the figure"}`);
const modes = [{ name: "embedded (PGlite)", postgres: false }, ...(adminUrl ? [{ name: "PostgreSQL", postgres: true }] : [])];
const readings = new Map<string, Reading[]>(modes.map((m) => [m.name, []]));
const bare: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  bare.push(await bareNode());
  for (const mode of modes) {
    const database = mode.postgres ? await benchDatabase(adminUrl!) : undefined;
    // An empty DATABASE_URL is none (platform/config.ts): the embedded run never inherits this process's.
    const server = await startBuilt({ env: { DATABASE_URL: database?.url ?? "" }, nodeArgs: hooks });
    try {
      const r = await measure(server);
      readings.get(mode.name)!.push(r);
      console.log(`round ${round}: ${mode.name.padEnd(18)} idle RSS ${fmt(r.idle, 0).padStart(4)} MB, after a collection ${fmt(r.settled, 0).padStart(4)} MB (JS heap ${fmt(r.v8.heapUsed, 0)} of ${fmt(r.v8.heapTotal, 0)} MB, external ${fmt(r.v8.external, 0)} MB, array buffers ${fmt(r.v8.arrayBuffers, 0)} MB)`);
    } finally {
      await server.stop();
      await database?.drop();
    }
  }
}

const med = (xs: number[]) => fmt(median(xs), 0);
console.log(`\n| ${ROUNDS} rounds, ${IDLE_SECONDS} s idle, medians | idle RSS MB | after a collection MB | JS heap used / total MB | external MB | anonymous (heaps, WebAssembly, native) MB | largest files mapped, MB |`);
console.log("|---|---|---|---|---|---|---|");
console.log(`| bare \`node\`, waiting | ${med(bare)} | | | | | |`);
for (const [name, rs] of readings) {
  const names = new Set(rs.flatMap((r) => [...r.maps.keys()]));
  const files = [...names]
    .filter((n) => n !== "anonymous")
    .map((n) => ({ n, mb: median(rs.map((r) => r.maps.get(n) ?? 0)) }))
    .sort((a, b) => b.mb - a.mb)
    .slice(0, 6)
    .map((f) => `${f.n} ${fmt(f.mb, 0)}`)
    .join(", ");
  console.log(
    `| Ulfa, ${name} | **${med(rs.map((r) => r.idle))}** | ${med(rs.map((r) => r.settled))} | ${med(rs.map((r) => r.v8.heapUsed))} / ${med(rs.map((r) => r.v8.heapTotal))} | ${med(rs.map((r) => r.v8.external))} | ${med(rs.map((r) => r.maps.get("anonymous") ?? 0))} | ${files} |`,
  );
}
const embedded = readings.get("embedded (PGlite)")!;
const pgReadings = readings.get("PostgreSQL");
const idleEmbedded = median(embedded.map((r) => r.idle));
console.log(`\nmemory.bench: embedded idle RSS ${fmt(idleEmbedded, 0)} MB (goal < 256 MB ${idleEmbedded < 256 ? "met" : "not met"})`);
if (pgReadings) {
  const idlePg = median(pgReadings.map((r) => r.idle));
  console.log(`memory.bench: PostgreSQL idle RSS ${fmt(idlePg, 0)} MB; the embedded database holds about ${fmt(idleEmbedded - idlePg, 0)} MB of the server's process`);
}
