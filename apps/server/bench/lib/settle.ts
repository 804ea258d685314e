import { readFileSync } from "node:fs";
import path from "node:path";
import type { Proc } from "./built";

const hook = path.join(path.dirname(new URL(import.meta.url).pathname), "settle-hook.mjs");

/**
 * Node flags that let `settle` collect a server's garbage: `--expose-gc` only adds a global `gc()`
 * (V8's own collection heuristics are the same with or without it) and the hook only listens for
 * SIGUSR2, a signal a deployed server never gets (it would end it). The server's code is unchanged.
 */
export const SETTLE_NODE_ARGS = ["--expose-gc", "--import", hook];

const settledLines = (logFile: string) => readFileSync(logFile, "utf8").match(/^SETTLED$/gm)?.length ?? 0;

/** Has a server started with SETTLE_NODE_ARGS collect its garbage; resolves once its RSS has dropped. */
export async function settle(proc: Proc): Promise<void> {
  const before = settledLines(proc.logFile);
  process.kill(proc.pid, "SIGUSR2");
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 50));
    if (settledLines(proc.logFile) > before) return;
  }
  throw new Error(`${proc.logFile}: no SETTLED within 30 s of SIGUSR2`);
}
