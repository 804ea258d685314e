/**
 * Backup and restore on the built Ulfa server as deployed (lib/chat-server.ts: `node dist/main.js`,
 * logging at info into a file, RATE_LIMIT_MAX raised), for each size in BENCH_MEMBERS: the members
 * are seeded as matched pairs, then BENCH_WRITERS members send chat messages back to back and as
 * many read their conversations, from another process (bench/backup-clients.ts), while the operator
 * runs `node apps/server/dist/backup.js <file>` (`npm run backup`; on the embedded database it asks
 * the running server over its socket). Prints the backup's time, the slowest member call and the p99
 * with no backup and during it, how long the backup held the database (PGlite's copy), and the
 * time of `node dist/restore.js` into an empty DATA_DIR (and database). PostgreSQL when
 * DATABASE_URL is set (throwaway databases), PGlite otherwise.
 *
 *   npm run bench backup     (BENCH_MEMBERS=1000,5000 BENCH_WRITERS=4 BENCH_IDLE_SECONDS=5)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { buildServer, serverDir } from "./lib/built";
import { startChatServer, type ChatServer } from "./lib/chat-server";
import { fmt, loadAverage, machine } from "./lib/load";
import { benchDatabase, postgresUrl } from "./lib/pg";

const SIZES = (process.env.BENCH_MEMBERS ?? "1000,5000").split(",").map(Number);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const clientsScript = path.join(path.dirname(new URL(import.meta.url).pathname), "backup-clients.ts");

interface Calls {
  calls: number;
  failures: number;
  maxMs: number;
  p99Ms: number;
}

/** Starts the clients; `during` runs once they are ready, then they are stopped and report. */
async function withClients(server: ChatServer, during: () => Promise<void>): Promise<Calls> {
  const child = spawn(process.execPath, ["--import", "tsx", clientsScript], { stdio: ["pipe", "pipe", "inherit"], env: process.env });
  child.stdin.end(JSON.stringify({ port: server.port, origin: `http://localhost:${server.port}`, pairs: server.pairs }));
  const lines = createInterface({ input: child.stdout! });
  const iterator = lines[Symbol.asyncIterator]();
  if ((await iterator.next()).value !== "ready") throw new Error("the clients did not start");
  await during();
  child.kill("SIGTERM");
  const summary = (await iterator.next()).value as string;
  return JSON.parse(summary) as Calls;
}

/** Runs a built operating command (`npm run <name>` once built) and times it. */
function command(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [path.join(serverDir, "dist", `${name}.js`), ...args], {
      env: { ...process.env, REDIS_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    child.on("exit", (code) => (code === 0 ? resolve((performance.now() - start) / 1000) : reject(new Error(`${name} failed (${code}): ${out}`))));
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

buildServer();
const adminUrl = postgresUrl();
console.log(`${machine()} at the start`);
const rows: string[] = [];
for (const members of SIZES) {
  const server = await startChatServer(Math.ceil(members / 2));
  const scratch = mkdtempSync(path.join(os.tmpdir(), "ulfa-bench-backup-"));
  const file = path.join(scratch, "backup.tar");
  const restoreDb = adminUrl ? await benchDatabase(adminUrl) : undefined;
  try {
    const env = { DATA_DIR: server.settings.DATA_DIR, DATABASE_URL: server.settings.DATABASE_URL ?? "" };
    const idle = await withClients(server, () => sleep(IDLE_SECONDS * 1000));
    let backupSeconds = 0;
    const during = await withClients(server, async () => {
      backupSeconds = await command("backup", [file], env);
    });
    const restoreSeconds = await command("restore", [file], { DATA_DIR: path.join(scratch, "restored"), DATABASE_URL: restoreDb?.url ?? "" });
    // PGlite: how long the copy held the database (the server logs it, backup/copy-dump.ts).
    const held = /copied the embedded database \(([\d.]+) MB\) in (\d+) ms/.exec(readFileSync(server.logFile, "utf8"));
    if (idle.failures + during.failures > 0) console.warn(`warning: ${idle.failures + during.failures} member calls failed`);
    rows.push(
      `| ${members.toLocaleString("en")} | ${server.db} | ${fmt(backupSeconds)} | ${fmt(statSync(file).size / 1e6)} | ${fmt(idle.maxMs, 0)} / ${fmt(idle.p99Ms, 0)} | ${fmt(during.maxMs, 0)} / ${fmt(during.p99Ms, 0)} | ${during.calls} | ${held ? `${held[2]} (${held[1]} MB copied)` : "none: own connection"} | ${fmt(restoreSeconds)} |`,
    );
    console.log(rows.at(-1));
  } finally {
    await server.stop();
    await restoreDb?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
console.log(`\n| members | database | backup s (\`npm run backup\`) | archive MB | slowest / p99 member call ms, no backup | slowest / p99 ms during the backup | calls during the backup | database held ms | restore s |`);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
console.log(`\n${process.env.BENCH_WRITERS ?? 4} writers and as many readers; load average ${loadAverage()} at the end`);
