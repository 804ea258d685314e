import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { SeededPair } from "./seed-pairs";

export const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const builtMain = path.join(serverDir, "dist/main.js");

/** A server process the bench started the way an operator does, its stdout and stderr going to a file. */
export interface Proc {
  port: number;
  pid: number;
  logFile: string;
  /** Resident memory in MB (from /proc; NaN where there is none). */
  rssMb(): number;
  /** CPU seconds it has used so far, all its threads, user and system (from /proc; NaN where there is none). */
  cpuSeconds(): number;
  /** Bytes its log file holds now. */
  logBytes(): number;
  /** Stops it; its log file (and data folder) go too unless BENCH_KEEP_LOGS is set. */
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux everywhere). */
const TICKS_PER_S = 100;

/** utime + stime of a process, in seconds: what it cost, whatever else the machine was doing meanwhile. */
export function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return Number.NaN;
  }
}

/** A port nothing listens on right now (the kernel's pick), for a server that takes PORT from its environment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

async function waitUntilUp(url: string, proc: ReturnType<typeof spawn>, logFile: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}; its log: ${logFile}\n${readFileSync(logFile, "utf8").slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within a minute; log: ${logFile}`);
}

/**
 * Runs `node <args>` with `env` added to this process's environment, stdout and stderr appended to
 * `logFile`, and waits until `http://127.0.0.1:<PORT><readyPath>` answers 200.
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  logFile: string,
  opts: { readyPath?: string; removeOnStop?: string } = {},
): Promise<Proc> {
  const port = await freePort();
  const out = openSync(logFile, "a");
  const proc = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", out, out] });
  await waitUntilUp(`http://127.0.0.1:${port}${opts.readyPath ?? "/api/health"}`, proc, logFile);
  const cleanUp = () => {
    if (!process.env.BENCH_KEEP_LOGS) rmSync(opts.removeOnStop ?? logFile, { recursive: true, force: true });
  };
  return {
    port,
    pid: proc.pid!,
    logFile,
    rssMb() {
      try {
        return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, "utf8"))?.[1]) / 1024;
      } catch {
        return Number.NaN;
      }
    },
    cpuSeconds: () => cpuSecondsOf(proc.pid!),
    logBytes: () => statSync(logFile).size,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve(cleanUp());
        proc.once("exit", () => resolve(cleanUp()));
        proc.kill("SIGTERM");
      }),
  };
}

/**
 * A baseline, `bench/lib/servers/<script>` under tsx, in its own process and configured like the
 * built server: PORT from the environment, stdout and stderr to a file of its own.
 */
export function startBaseline(script: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Proc> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `ulfa-bench-${script.replace(/\.ts$/, "")}-`));
  return startProcess([...nodeArgs, "--import", "tsx", path.join(serverDir, "bench/lib/servers", script)], env, path.join(dir, "server.log"), { removeOnStop: dir });
}

/** The settings a built server was started with, for a bench to print (the database's address left out). */
export const settingsOf = (server: BuiltServer): string =>
  Object.entries(server.settings)
    .map(([k, v]) => `${k}=${k === "DATABASE_URL" ? "(a throwaway database)" : v}`)
    .join(" ");

/** Bundles the server (`npm run build -w @ulfa/server`, seconds), so a bench never measures a stale dist/main.js. */
export function buildServer(): void {
  const res = spawnSync("npm", ["run", "build", "-w", "@ulfa/server"], { cwd: path.resolve(serverDir, "../.."), stdio: ["ignore", "ignore", "inherit"] });
  if (res.status !== 0) throw new Error("npm run build -w @ulfa/server failed");
}

/** What a built server runs with: the settings the bench gave it, the rest are Ulfa's defaults. */
export interface BuiltServer extends Proc {
  db: string;
  pairs: SeededPair[];
  /** The settings it was started with (besides PORT), for the bench to print. */
  settings: Record<string, string>;
}

/**
 * The built server as `npm start` runs it (`node apps/server/dist/main.js`) with its default
 * settings, except: a fresh DATA_DIR, HOST 127.0.0.1, `env` (DATABASE_URL, LOG_LEVEL, ...). Before
 * it starts, `seedPairs` matched pairs with sessions are written into its database (seed-built.ts).
 * Its log goes to `<DATA_DIR>/server.log`, as an operator's `> file`. `nodeArgs` go before the
 * bundle (`node <nodeArgs> dist/main.js`), for a bench that needs a hook such as settle.ts's.
 */
export async function startBuilt(opts: { env?: Record<string, string>; seedPairs?: number; nodeArgs?: string[] } = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-bench-built-"));
  const env = { DATA_DIR: dataDir, HOST: "127.0.0.1", ...opts.env };
  const seed = spawnSync(process.execPath, ["--import", "tsx", path.join(serverDir, "bench/lib/seed-built.ts")], {
    cwd: serverDir,
    env: { ...process.env, ...env, BENCH_SEED_PAIRS: String(opts.seedPairs ?? 0) },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}`);
  const seeded = JSON.parse(seed.stdout.trim().split("\n").at(-1)!) as { db: string; pairs: SeededPair[] };
  const proc = await startProcess([...(opts.nodeArgs ?? []), builtMain], env, path.join(dataDir, "server.log"), { removeOnStop: dataDir });
  return { ...proc, ...seeded, settings: env };
}
