import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, connect } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Private Redis and PostgreSQL servers for fault tests: started on free ports in temp dirs, so
 * stopping them never disturbs the shared services other tests (and people) use.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** A PostgreSQL binary from PATH or Debian's /usr/lib/postgresql/<version>/bin. */
function pgBinary(name: string): string | undefined {
  const found = onPath(name);
  if (found) return found;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  for (const version of readdirSync(root).sort().reverse()) {
    const file = path.join(root, version, "bin", name);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** Why the fault test cannot run here, or undefined when it can. */
export function missingServices(): string | undefined {
  if (!onPath("redis-server")) return "redis-server is not on PATH";
  if (!pgBinary("initdb") || !pgBinary("pg_ctl")) return "initdb/pg_ctl not found on PATH or under /usr/lib/postgresql/*/bin";
  if (process.getuid?.() === 0 && !onPath("runuser")) return "running as root without runuser (initdb refuses root)";
  return undefined;
}

async function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Service {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startRedis(): Promise<Service> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    await until(() => portAnswers(port), "redis start");
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}

export async function startPostgres(): Promise<Service> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the server as the postgres account then.
  const run = (binary: string, args: string[]) => {
    const file = pgBinary(binary)!;
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", file, ...args], { stdio: "ignore" });
    else execFileSync(file, args, { stdio: "ignore" });
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
    await until(() => portAnswers(port), "postgres start");
  };
  const stop = async () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
