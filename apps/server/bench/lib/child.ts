import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

/** A server the bench started in its own process, so load generators never share its CPU time. */
export interface Child {
  port: number;
  /** The first JSON line the child printed after it listened (seeded sessions and such). */
  info: unknown;
  /** Resident memory of the child in MB (from /proc; NaN where there is none). */
  rssMb(): number;
  /** Has the child collect its garbage (servers importing servers/settle.ts); resolves when done. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * Starts `bench/lib/servers/<name>.ts` with tsx in a child process and waits for its
 * `LISTENING <port> <json>` line. Its stderr is passed through.
 */
export async function startChild(name: string, env: Record<string, string | undefined> = {}, nodeArgs: string[] = []): Promise<Child> {
  const script = path.join(here, "servers", `${name}.ts`);
  const proc: ChildProcess = spawn(process.execPath, ["--expose-gc", ...nodeArgs, "--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: proc.stdout! });
  let settled: (() => void) | undefined;
  const ready = await new Promise<{ port: number; info: unknown }>((resolve, reject) => {
    proc.once("exit", (code) => reject(new Error(`${name} exited with ${code} before listening`)));
    lines.on("line", (line) => {
      const m = /^LISTENING (\d+) ?(.*)$/.exec(line);
      if (m) resolve({ port: Number(m[1]), info: m[2] ? JSON.parse(m[2]) : null });
      else if (line === "SETTLED") settled?.();
      else if (line.trim()) console.log(`[${name}] ${line}`);
    });
  });
  return {
    ...ready,
    rssMb() {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, "utf8"))?.[1]);
        return kb / 1024;
      } catch {
        return Number.NaN;
      }
    },
    settle: () =>
      new Promise<void>((resolve) => {
        settled = resolve;
        proc.kill("SIGUSR2");
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once("exit", () => resolve());
        proc.kill("SIGTERM");
      }),
  };
}
