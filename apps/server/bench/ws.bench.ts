/**
 * Realtime chat benchmark: one instance, 1,000 concurrent sockets (500 matched pairs), then a few
 * thousand messages posted over HTTP; measures send-to-receive (POST issued -> event on the
 * recipient's socket) p50/p95. Embedded PGlite and in-process pub/sub by default;
 * TEST_DB=postgres DATABASE_URL=... uses PostgreSQL, REDIS_URL routes pub/sub and presence through Redis.
 *
 *   npx tsx bench/ws.bench.ts            (BENCH_PAIRS=500 BENCH_MESSAGES=3000 BENCH_CONCURRENCY=50)
 */
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { matches, users } from "../src/db/schema";
import { createSession, SESSION_COOKIE } from "../src/auth/session";
import { createRedisPubSub } from "../src/platform/pubsub";
import { createTestApp, TEST_ORIGIN } from "../test/harness";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const REDIS_URL = process.env.REDIS_URL;

const t = await createTestApp({
  env: { RATE_LIMIT_MAX: "1000000", ...(REDIS_URL ? { REDIS_URL } : {}) },
  ...(REDIS_URL ? { pubsub: await createRedisPubSub(REDIS_URL) } : {}),
});
const { db } = t.app.deps;
await t.app.listen({ port: 0, host: "127.0.0.1" });
const port = (t.app.server.address() as AddressInfo).port;
const base = `http://127.0.0.1:${port}`;

// Seed members straight into the database (no password hashing: this measures chat, not login).
const stamp = Date.now().toString(36);
const rows = await db
  .insert(users)
  .values(
    Array.from({ length: PAIRS * 2 }, (_, i) => ({
      username: `bench_${stamp}_${i}`,
      name: `Bench ${i}`,
      email: `bench_${stamp}_${i}@example.test`,
      age: 30,
      gender: "female" as const,
      emailVerifiedAt: t.clock.now(),
    })),
  )
  .returning({ id: users.id });
const cookies = new Map<number, string>();
for (const { id } of rows) cookies.set(id, `${SESSION_COOKIE}=${t.app.signCookie((await createSession(t.app.deps, id)).token)}`);
const pairs: { a: number; b: number; matchId: number }[] = [];
const matchRows = await db
  .insert(matches)
  .values(Array.from({ length: PAIRS }, (_, i) => ({ userAId: rows[2 * i].id, userBId: rows[2 * i + 1].id })))
  .returning();
for (const m of matchRows) pairs.push({ a: m.userAId, b: m.userBId, matchId: m.id });

// Open 1,000 sockets and wait until each answered a ping (attached and subscribed).
const waiting = new Map<string, number>(); // message content -> POST start time
const latencies: number[] = [];
let received = 0;
let done: () => void = () => undefined;
const sockets: WebSocket[] = [];
const connectStart = performance.now();
await Promise.all(
  rows.map(
    ({ id }) =>
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: cookies.get(id)! } });
        sockets.push(ws);
        ws.on("open", () => ws.send(JSON.stringify({ type: "ping" })));
        ws.on("error", reject);
        ws.on("message", (raw) => {
          const event = JSON.parse(String(raw)) as { type: string; message?: { content: string; senderId: number } };
          if (event.type === "pong") resolve();
          if (event.type === "message" && event.message && event.message.senderId !== id) {
            const started = waiting.get(event.message.content);
            if (started !== undefined) {
              waiting.delete(event.message.content);
              latencies.push(performance.now() - started);
              if (++received === MESSAGES) done();
            }
          }
        });
      }),
  ),
);
const connectMs = performance.now() - connectStart;
const online = await t.app.deps.presence.onlineAmong(rows.map((r) => r.id));

// Send MESSAGES messages, CONCURRENCY in flight, alternating senders across pairs.
const allReceived = new Promise<void>((resolve) => (done = resolve));
let next = 0;
let failures = 0;
const sendStart = performance.now();
async function worker(): Promise<void> {
  while (next < MESSAGES) {
    const n = next++;
    const pair = pairs[n % pairs.length];
    const sender = n % 2 === 0 ? pair.a : pair.b;
    const content = `bench ${n} ${stamp}`;
    waiting.set(content, performance.now());
    const res = await fetch(`${base}/api/matches/${pair.matchId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cookies.get(sender)!, origin: TEST_ORIGIN },
      body: JSON.stringify({ content }),
    });
    if (res.status !== 201) {
      failures += 1;
      waiting.delete(content);
      if (++received === MESSAGES) done();
    }
    await res.arrayBuffer();
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
await Promise.race([allReceived, new Promise((r) => setTimeout(r, 60_000))]);
const totalMs = performance.now() - sendStart;

const sorted = [...latencies].sort((x, y) => x - y);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
console.log(
  `ws.bench: ${rows.length} sockets (${PAIRS} pairs) connected in ${connectMs.toFixed(0)} ms, ${online.size} online; ` +
    `db ${t.app.deps.database.kind}, pub/sub ${REDIS_URL ? "redis" : "memory"}`,
);
console.log(
  `ws.bench: ${latencies.length}/${MESSAGES} messages received (${failures} failed sends, ${waiting.size} lost) in ${totalMs.toFixed(0)} ms ` +
    `(${((latencies.length / totalMs) * 1000).toFixed(0)} msg/s, ${CONCURRENCY} in flight)`,
);
console.log(`ws.bench: send-to-receive p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   max ${sorted[sorted.length - 1]?.toFixed(1)} ms`);

for (const ws of sockets) ws.terminate();
await t.close();
process.exit(failures > 0 || waiting.size > 0 ? 1 : 0);
