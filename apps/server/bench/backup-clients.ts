/**
 * Client side of backup.bench.ts, in its own process (reads the setup as JSON on stdin): BENCH_WRITERS
 * members send chat messages back to back and as many read their conversation; after a warm-up of
 * BENCH_WARMUP_SECONDS (the first calls of a fresh server are slow for reasons of their own) it says
 * "ready", times every call until SIGTERM, then prints the calls made and the slowest as one JSON line.
 */
import { performance } from "node:perf_hooks";

interface Setup {
  port: number;
  origin: string;
  pairs: { matchId: number; cookieA: string; cookieB: string }[];
}

let input = "";
for await (const chunk of process.stdin) input += String(chunk);
const setup = JSON.parse(input) as Setup;
const base = `http://127.0.0.1:${setup.port}`;

const latencies: number[] = [];
let failures = 0;
let stopping = false;

async function timed(url: string, init: RequestInit): Promise<void> {
  const start = performance.now();
  const res = await fetch(url, init).catch(() => null);
  await res?.arrayBuffer();
  latencies.push(performance.now() - start);
  if (!res || res.status >= 400) failures += 1;
}

async function writer(pair: Setup["pairs"][number], n: number): Promise<void> {
  for (let i = 0; !stopping; i++) {
    await timed(`${base}/api/matches/${pair.matchId}/messages`, {
      method: "POST",
      headers: { cookie: i % 2 ? pair.cookieB : pair.cookieA, "content-type": "application/json", origin: setup.origin },
      body: JSON.stringify({ content: `writer ${n} message ${i} while the operator backs up` }),
    });
  }
}

async function reader(pair: Setup["pairs"][number]): Promise<void> {
  while (!stopping) await timed(`${base}/api/matches/${pair.matchId}/messages`, { headers: { cookie: pair.cookieA, origin: setup.origin } });
}

const WRITERS = Number(process.env.BENCH_WRITERS ?? 4);
const running = [...setup.pairs.slice(0, WRITERS).map((p, i) => writer(p, i)), ...setup.pairs.slice(WRITERS, 2 * WRITERS).map((p) => reader(p))];
process.once("SIGTERM", () => {
  stopping = true;
});
await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_WARMUP_SECONDS ?? 2) * 1000));
latencies.length = 0;
failures = 0;
console.log("ready");
await Promise.all(running);
const sorted = [...latencies].sort((a, b) => a - b);
console.log(JSON.stringify({ calls: latencies.length, failures, maxMs: sorted.at(-1) ?? 0, p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0 }));
