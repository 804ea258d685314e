/**
 * Chat send-to-receive (POST issued -> "message" event on the recipient's socket) on the built Ulfa
 * server as deployed (`node apps/server/dist/main.js`, logging at info into a file, RATE_LIMIT_MAX
 * raised: lib/chat-server.ts) against a bare HTTP -> WebSocket relay that logs each request the same
 * way, each in its own process; the client sockets and the senders live in this process.
 * Interleaved rounds of:
 *  - one pair, one message at a time (the latency floor);
 *  - all sockets connected (BENCH_PAIRS pairs), BENCH_CONCURRENCY messages in flight.
 * Before the rounds each side gets an unmeasured warm-up (BENCH_WARMUP messages over one pair), so
 * round 1 of neither side measures its JIT's first compilations. Prints p50/p95 per run, the median
 * ratio to the relay, the connect time, the server RSS the sockets added, and each server's CPU time
 * per message in the many-socket run (from /proc: what a message costs the process, whatever else
 * the machine was doing, where the latencies move with the machine's load). PostgreSQL when DATABASE_URL is set (a throwaway database), PGlite otherwise;
 * REDIS_URL routes pub/sub and presence through Redis.
 *
 *   npm run bench ws     (BENCH_PAIRS=500 BENCH_MESSAGES=2000 BENCH_CONCURRENCY=10 BENCH_ROUNDS=3)
 *   BENCH_CPU_PROF=/tmp/prof (Ulfa's CPU profile, written when it stops)
 */
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { buildServer, startBaseline, type Proc } from "./lib/built";
import { startChatServer } from "./lib/chat-server";
import { fmt, loadAverage, machine, median, percentile } from "./lib/load";
import type { SeededPair as Pair } from "./lib/seed-pairs";
import { settle, SETTLE_NODE_ARGS } from "./lib/settle";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 500);
/**
 * BENCH_CPU_PROF=<folder>: Ulfa writes a V8 CPU profile there when it stops (node --cpu-prof). Not
 * the relay: it is stopped by SIGTERM, on which node exits without writing one.
 */
const cpuProfileArgs = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** How a target is reached: socket URL and headers per member, and how to send. */
interface Target {
  name: string;
  proc: Proc;
  socket(id: number, pair: Pair): { url: string; headers: Record<string, string> };
  send(pair: Pair, fromA: boolean, content: string): Promise<number>;
}

const waiting = new Map<string, number>();
const latencies: number[] = [];
let arrived: (() => void) | undefined;

/** A socket that has not answered its first ping after this fails the bench (it never hangs it). */
const CONNECT_TIMEOUT_MS = 60_000;

async function connectAll(target: Target, pairs: Pair[]): Promise<{ sockets: WebSocket[]; ms: number }> {
  const started = performance.now();
  const sockets: WebSocket[] = [];
  const closes: string[] = [];
  let ponged = 0;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const connecting = sockets.filter((ws) => ws.readyState === ws.CONNECTING).length;
      const open = sockets.filter((ws) => ws.readyState === ws.OPEN).length;
      reject(
        new Error(
          `${target.name}: ${sockets.length - ponged} of ${sockets.length} sockets without a pong after ${CONNECT_TIMEOUT_MS} ms ` +
            `(${connecting} still connecting, ${open} open); closed: ${closes.slice(0, 10).join(", ") || "none"}`,
        ),
      );
    }, CONNECT_TIMEOUT_MS);
  });
  const connected = Promise.all(
    pairs.flatMap((pair) =>
      [pair.a, pair.b].map(
        (id) =>
          new Promise<void>((resolve, reject) => {
            const { url, headers } = target.socket(id, pair);
            const ws = new WebSocket(url, { headers });
            let answered = false;
            sockets.push(ws);
            ws.on("open", () => ws.send(JSON.stringify({ type: "ping" })));
            ws.on("error", reject);
            ws.on("close", (code, reason) => closes.push(`${id}: ${code} ${String(reason)}`));
            ws.on("message", (raw) => {
              const event = JSON.parse(String(raw)) as { type: string; message?: { content: string; senderId: number } };
              if (event.type === "pong" && !answered) {
                answered = true;
                ponged += 1;
                resolve();
              }
              if (event.type === "message" && event.message && event.message.senderId !== id) {
                const sent = waiting.get(event.message.content);
                if (sent === undefined) return;
                waiting.delete(event.message.content);
                latencies.push(performance.now() - sent);
                if (waiting.size === 0) arrived?.();
              }
            });
          }),
      ),
    ),
  );
  try {
    await Promise.race([connected, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return { sockets, ms: performance.now() - started };
}

/** `count` messages across `pairs`, `inFlight` at a time; resolves when every one arrived. */
async function run(target: Target, pairs: Pair[], count: number, inFlight: number, tag: string): Promise<{ p50: number; p95: number; failed: number }> {
  latencies.length = 0;
  let next = 0;
  let failed = 0;
  const allArrived = new Promise<void>((resolve) => (arrived = resolve));
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const n = next++;
        const content = `${tag} ${n}`;
        waiting.set(content, performance.now());
        const status = await target.send(pairs[n % pairs.length], n % 2 === 0, content);
        if (status !== 201) {
          failed += 1;
          waiting.delete(content);
        }
      }
    }),
  );
  if (waiting.size > 0) await Promise.race([allArrived, new Promise((r) => setTimeout(r, 30_000))]);
  const lost = waiting.size;
  waiting.clear();
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), failed: failed + lost };
}

// The RSS the sockets add is read after a forced collection (lib/settle.ts): without it a reading
// holds whatever garbage the one-pair run left, collected or not by then, and rounds read from -20
// to +40 MB for the same sockets. `--expose-gc` and the SIGUSR2 hook change nothing else in how the
// bundle runs, and the relay gets the same flags, so both sides are measured alike.
buildServer();
const relayProc = await startBaseline("bare-relay.ts", {}, SETTLE_NODE_ARGS);
const ulfaProc = await startChatServer(PAIRS, [...SETTLE_NODE_ARGS, ...cpuProfileArgs]);

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status;
};
const ulfa: Target = {
  name: "ulfa",
  proc: ulfaProc,
  socket: (id, pair) => ({ url: `ws://127.0.0.1:${ulfaProc.port}/ws`, headers: { cookie: id === pair.a ? pair.cookieA : pair.cookieB } }),
  send: (pair, fromA, content) =>
    post(`http://127.0.0.1:${ulfaProc.port}/api/matches/${pair.matchId}/messages`, { cookie: fromA ? pair.cookieA : pair.cookieB }, { content }),
};
const relay: Target = {
  name: "relay",
  proc: relayProc,
  socket: (id) => ({ url: `ws://127.0.0.1:${relayProc.port}/ws?id=${id}`, headers: {} }),
  send: (pair, fromA, content) => post(`http://127.0.0.1:${relayProc.port}/send`, {}, { from: fromA ? pair.a : pair.b, to: fromA ? pair.b : pair.a, content }),
};

try {
  console.log(`ws.bench: ${machine()}`);
  console.log(`ws.bench: Ulfa is ${ulfaProc.describe()}; the relay logs one line per request with Ulfa's logger settings, its stdout to a file too`);
  console.log(`ws.bench: ${PAIRS * 2} sockets, ${CONCURRENCY} messages in flight, ${ROUNDS} interleaved rounds`);
  const single = { ulfa: [] as number[], relay: [] as number[] };
  const many = { ulfa: [] as number[], relay: [] as number[] };
  const [onePair] = ulfaProc.pairs;
  const cpu = { ulfa: [] as number[], relay: [] as number[] };
  for (const target of [relay, ulfa]) {
    const warm = await connectAll(target, [onePair]);
    const w = await run(target, [onePair], WARMUP, CONCURRENCY, "warm-up");
    for (const ws of warm.sockets) ws.terminate();
    if (w.failed) throw new Error(`${target.name}: ${w.failed} warm-up messages failed or were lost`);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const parts: string[] = [];
    for (const target of [relay, ulfa]) {
      const one = await connectAll(target, [onePair]);
      const r1 = await run(target, [onePair], SINGLE, 1, `r${round} single`);
      for (const ws of one.sockets) ws.terminate();
      // Read after the one-pair run, its garbage collected, so neither what its messages allocated
      // nor an earlier round's leftovers count as the sockets' memory (round 2 used to read negative).
      await settle(target.proc);
      const before = target.proc.rssMb();
      const all = await connectAll(target, ulfaProc.pairs);
      const added = target.proc.rssMb() - before;
      const cpuBefore = target.proc.cpuSeconds();
      const rN = await run(target, ulfaProc.pairs, MESSAGES, CONCURRENCY, `r${round} many`);
      const cpuMs = ((target.proc.cpuSeconds() - cpuBefore) * 1000) / MESSAGES;
      cpu[target.name as "ulfa"].push(cpuMs);
      for (const ws of all.sockets) ws.terminate();
      single[target.name as "ulfa"].push(r1.p50);
      many[target.name as "ulfa"].push(rN.p95);
      parts.push(
        `${target.name}: one pair p50 ${fmt(r1.p50)} p95 ${fmt(r1.p95)} ms; ${PAIRS * 2} sockets (connected in ${fmt(all.ms, 0)} ms, ${added < 0 ? "" : "+"}${fmt(added, 0)} MB RSS) ` +
          `p50 ${fmt(rN.p50)} p95 ${fmt(rN.p95)} ms, ${fmt(cpuMs, 2)} ms CPU per message${r1.failed + rN.failed ? ` (${r1.failed + rN.failed} failed or lost)` : ""}`,
      );
    }
    console.log(`round ${round}: ${parts.join(" | ")}`);
  }
  const ratio = (xs: number[], ys: number[]) => median(xs.map((x, i) => x / ys[i]));
  console.log(
    `ws.bench: Ulfa / bare relay (median of ${ROUNDS}): one pair p50 x${fmt(ratio(single.ulfa, single.relay), 2)}, ` +
      `${PAIRS * 2} sockets with ${CONCURRENCY} in flight p95 x${fmt(ratio(many.ulfa, many.relay), 2)} (Ulfa p95 ${fmt(median(many.ulfa))} ms), ` +
      `server CPU per message x${fmt(ratio(cpu.ulfa, cpu.relay), 2)} (Ulfa ${fmt(median(cpu.ulfa), 2)} ms, relay ${fmt(median(cpu.relay), 2)} ms)`,
  );
  console.log(`ws.bench: load average at the end ${loadAverage()}`);
} finally {
  await ulfaProc.stop();
  await relayProc.stop();
}
