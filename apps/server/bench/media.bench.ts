/**
 * Chat photo upload-to-delivery (multipart POST issued -> "message" event on the recipient's
 * socket) on the built Ulfa server as deployed (`node apps/server/dist/main.js`, logging at info into
 * a file, RATE_LIMIT_MAX raised: lib/chat-server.ts; sign-in, match and block checks, sharp
 * re-encode, media storage, database insert, realtime hub) against a bare node:http + ws + sharp
 * server doing the same re-encode and file write and logging each request the same way, each in its
 * own process; clients and senders live in this process.
 * Interleaved rounds of BENCH_PHOTOS photos (a 2400x1600 camera-like JPEG), BENCH_CONCURRENCY in
 * flight across BENCH_PAIRS pairs. Prints p50/p95 per run and the median ratio to the baseline.
 * PostgreSQL when DATABASE_URL is set (a throwaway database), PGlite otherwise.
 *
 *   npm run bench media     (BENCH_PAIRS=20 BENCH_PHOTOS=60 BENCH_CONCURRENCY=4 BENCH_ROUNDS=3)
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import WebSocket from "ws";
import { buildServer, startBaseline, type Proc } from "./lib/built";
import { startChatServer } from "./lib/chat-server";
import { fmt, loadAverage, machine, median, percentile } from "./lib/load";
import type { SeededPair as Pair } from "./lib/seed-pairs";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 20);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Target {
  name: string;
  proc: Proc;
  socket(id: number, pair: Pair): { url: string; headers: Record<string, string> };
  /** Sends one photo; the recipient's "message" event is matched to it by message id. */
  send(pair: Pair, fromA: boolean): Promise<{ status: number; id?: number }>;
}

/** Message id -> arrival time on the recipient's socket (events can beat the HTTP answer). */
const arrivedAt = new Map<number, number>();
const arrivalWaiters = new Map<number, () => void>();

async function connectAll(target: Target, pairs: Pair[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  await Promise.all(
    pairs.flatMap((pair) =>
      [pair.a, pair.b].map(
        (id) =>
          new Promise<void>((resolve, reject) => {
            const { url, headers } = target.socket(id, pair);
            const ws = new WebSocket(url, { headers });
            sockets.push(ws);
            ws.on("open", () => ws.send(JSON.stringify({ type: "ping" })));
            ws.on("error", reject);
            ws.on("message", (raw) => {
              const event = JSON.parse(String(raw)) as { type: string; message?: { id: number; senderId: number } };
              if (event.type === "pong") resolve();
              if (event.type === "message" && event.message && event.message.senderId !== id) {
                arrivedAt.set(event.message.id, performance.now());
                arrivalWaiters.get(event.message.id)?.();
              }
            });
          }),
      ),
    ),
  );
  return sockets;
}

const arrival = (id: number) =>
  arrivedAt.has(id)
    ? Promise.resolve(arrivedAt.get(id)!)
    : Promise.race([
        new Promise<number>((resolve) => arrivalWaiters.set(id, () => resolve(arrivedAt.get(id)!))),
        new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000)),
      ]);

async function run(target: Target, pairs: Pair[]): Promise<{ p50: number; p95: number; failed: number }> {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < PHOTOS) {
        const n = next++;
        const started = performance.now();
        const { status, id } = await target.send(pairs[n % pairs.length], n % 2 === 0);
        if (status !== 201 || id === undefined) {
          failed += 1;
          continue;
        }
        const at = await arrival(id);
        if (Number.isNaN(at)) failed += 1;
        else latencies.push(at - started);
      }
    }),
  );
  arrivedAt.clear();
  arrivalWaiters.clear();
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), failed };
}

const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#6b8e23", noise: { type: "gaussian", mean: 128, sigma: 20 } } })
  .jpeg({ quality: 85 })
  .toBuffer();
buildServer();
const bareProc = await startBaseline("bare-photo.ts");
const ulfaProc = await startChatServer(PAIRS);

const answer = async (res: Response) => ({ status: res.status, id: res.status === 201 ? ((await res.json()) as { id: number }).id : (await res.arrayBuffer(), undefined) });
const ulfa: Target = {
  name: "ulfa",
  proc: ulfaProc,
  socket: (id, pair) => ({ url: `ws://127.0.0.1:${ulfaProc.port}/ws`, headers: { cookie: id === pair.a ? pair.cookieA : pair.cookieB } }),
  send: async (pair, fromA) => {
    const form = new FormData();
    form.append("photo", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
    const res = await fetch(`http://127.0.0.1:${ulfaProc.port}/api/matches/${pair.matchId}/messages/photo`, {
      method: "POST",
      headers: { cookie: fromA ? pair.cookieA : pair.cookieB },
      body: form,
    });
    return answer(res);
  },
};
const bare: Target = {
  name: "bare",
  proc: bareProc,
  socket: (id) => ({ url: `ws://127.0.0.1:${bareProc.port}/ws?id=${id}`, headers: {} }),
  send: async (pair, fromA) => {
    const [from, to] = fromA ? [pair.a, pair.b] : [pair.b, pair.a];
    const res = await fetch(`http://127.0.0.1:${bareProc.port}/photo?from=${from}&to=${to}`, { method: "POST", body: photo });
    return answer(res);
  },
};

try {
  console.log(`media.bench: ${machine()}`);
  console.log(`media.bench: Ulfa is ${ulfaProc.describe()}; the bare server logs one line per request with Ulfa's logger settings, its stdout to a file too`);
  console.log(`media.bench: ${PAIRS} pairs, ${PHOTOS} photos of ${fmt(photo.length / 1024, 0)} KB, ${CONCURRENCY} in flight`);
  const p95 = { ulfa: [] as number[], bare: [] as number[] };
  for (let round = 1; round <= ROUNDS; round++) {
    const parts: string[] = [];
    for (const target of [bare, ulfa]) {
      const sockets = await connectAll(target, ulfaProc.pairs);
      const r = await run(target, ulfaProc.pairs);
      for (const ws of sockets) ws.terminate();
      p95[target.name as "ulfa"].push(r.p95);
      parts.push(`${target.name}: p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} ms${r.failed ? ` (${r.failed} failed or lost)` : ""}`);
    }
    console.log(`round ${round}: ${parts.join(" | ")}`);
  }
  const ratio = median(p95.ulfa.map((x, i) => x / p95.bare[i]));
  console.log(`media.bench: Ulfa / bare (median of ${ROUNDS}): photo upload-to-delivery p95 x${fmt(ratio, 2)} (Ulfa p95 ${fmt(median(p95.ulfa))} ms)`);
  console.log(`media.bench: load average at the end ${loadAverage()}`);
} finally {
  await ulfaProc.stop();
  await bareProc.stop();
}
