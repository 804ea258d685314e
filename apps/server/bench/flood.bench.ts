/**
 * Flood benchmark: the built server as deployed (`node apps/server/dist/main.js`, logging at info
 * into a file, RATE_LIMIT_MAX raised: lib/chat-server.ts) on a real port; one member floods typing
 * frames (20,000 a second over 8 sockets, reconnecting a second after each close) while 100 others
 * chat over HTTP + WebSocket. Clients run in processes of their own (bench/flood-clients.ts). Prints
 * the chatters' send-to-receive p50/p99 without and with the flood, and the difference.
 * PostgreSQL when DATABASE_URL is set (a throwaway database), embedded PGlite otherwise.
 *
 *   npm run bench flood        (BENCH_ROUNDS=3 of BENCH_MESSAGES=300 per phase, BENCH_CONCURRENCY=10, BENCH_FLOOD_RATE=20000)
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { buildServer } from "./lib/built";
import { startChatServer } from "./lib/chat-server";
import { loadAverage, machine } from "./lib/load";

const CHATTERS = 100;
const clients = path.join(path.dirname(new URL(import.meta.url).pathname), "flood-clients.ts");

buildServer();
// The last pair is the flooder and the member it "types" to; the others chat.
const server = await startChatServer(CHATTERS / 2 + 1);
let code = 1;
try {
  console.log(`flood.bench: ${machine()}`);
  console.log(`flood.bench: Ulfa is ${server.describe()}`);
  const flood = server.pairs.at(-1)!;
  const setup = {
    port: server.port,
    // What a browser on the default APP_URL sends, so the origin check passes as it would for a member.
    origin: `http://localhost:${server.port}`,
    pairs: server.pairs.slice(0, -1).map((p) => ({ matchId: p.matchId, a: { id: p.a, cookie: p.cookieA }, b: { id: p.b, cookie: p.cookieB } })),
    flooder: { matchId: flood.matchId, cookie: flood.cookieA },
  };
  const child = spawn(process.execPath, ["--import", "tsx", clients], { stdio: ["pipe", "inherit", "inherit"], env: process.env });
  child.stdin.end(JSON.stringify(setup));
  code = await new Promise<number>((resolve) => child.once("exit", (c) => resolve(c ?? 1)));
  const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
  console.log(`flood.bench: db ${server.db}, ${CHATTERS} chatters, health after the flood: ${health.status}; load average at the end ${loadAverage()}`);
} finally {
  await server.stop();
}
process.exit(code);
