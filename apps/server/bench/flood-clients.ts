/**
 * Client side of flood.bench.ts, in its own process (reads the setup as JSON on stdin). With
 * argument "flooder" it only floods; otherwise it runs the chatters: one phase without the
 * flood, then one with a flooder process running, and prints both.
 */
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";

interface Member {
  id: number;
  cookie: string;
}
interface Setup {
  port: number;
  origin: string;
  pairs: { matchId: number; a: Member; b: Member }[];
  flooder: { matchId: number; cookie: string };
}

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** Sockets the flooder keeps open (the server's cap refuses more). */
const FLOOD_SOCKETS = 8;
/** Frames per second over all flooder sockets (the attack seen: 20,000 frames). */
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 20_000);
const FLOOD_TICK_MS = 10;
const FLOOD_FRAMES_PER_TICK = Math.ceil((FLOOD_RATE * FLOOD_TICK_MS) / 1000 / FLOOD_SOCKETS);
/** The server answers a faster reconnect loop with 429 anyway (wsConnect limit); the bench raises limits. */
const FLOOD_RECONNECT_MS = 1000;

let input = "";
for await (const chunk of process.stdin) input += String(chunk);
const setup = JSON.parse(input) as Setup;
const ws = (cookie: string) => new WebSocket(`ws://127.0.0.1:${setup.port}/ws`, { headers: { cookie } });

if (process.argv[2] === "flooder") {
  let frames = 0;
  let closes = 0;
  const frame = JSON.stringify({ type: "typing", matchId: setup.flooder.matchId });
  const open = () => {
    const socket = ws(setup.flooder.cookie);
    let timer: NodeJS.Timeout | undefined;
    socket.on("open", () => {
      // Keep the socket's send buffer full without letting it grow without bound.
      timer = setInterval(() => {
        for (let i = 0; i < FLOOD_FRAMES_PER_TICK; i++) socket.send(frame);
        frames += FLOOD_FRAMES_PER_TICK;
      }, FLOOD_TICK_MS);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      closes += 1;
      setTimeout(open, FLOOD_RECONNECT_MS); // a persistent attacker comes back
    });
  };
  for (let i = 0; i < FLOOD_SOCKETS; i++) open();
  setTimeout(() => console.log("flooding"), 500);
  process.on("SIGTERM", () => {
    console.error(`flood.bench: flooder sent ${frames} typing frames, its sockets were closed ${closes} times`);
    process.exit(0);
  });
} else {
  const waiting = new Map<string, number>();
  const latencies: number[] = [];
  let onAll: () => void = () => undefined;
  const sockets = await Promise.all(
    setup.pairs.flatMap((p) => [p.a, p.b]).map(
      (m) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = ws(m.cookie);
          socket.on("error", reject);
          socket.on("message", (raw) => {
            const event = JSON.parse(String(raw)) as { type: string; message?: { content: string; senderId: number } };
            if (event.type === "ready") resolve(socket);
            if (event.type === "message" && event.message && event.message.senderId !== m.id) {
              const started = waiting.get(event.message.content);
              if (started === undefined) return;
              waiting.delete(event.message.content);
              latencies.push(performance.now() - started);
              if (waiting.size === 0) onAll();
            }
          });
        }),
    ),
  );

  async function phase(name: string): Promise<{ latencies: number[]; failed: number }> {
    latencies.length = 0;
    let next = 0;
    let failed = 0;
    const worker = async () => {
      while (next < MESSAGES) {
        const n = next++;
        const pair = setup.pairs[n % setup.pairs.length];
        const sender = n % 2 === 0 ? pair.a : pair.b;
        const content = `${name} ${n}`;
        waiting.set(content, performance.now());
        const res = await fetch(`http://127.0.0.1:${setup.port}/api/matches/${pair.matchId}/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: sender.cookie, origin: setup.origin },
          body: JSON.stringify({ content }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) {
          failed += 1;
          waiting.delete(content);
        }
      }
    };
    const all = new Promise<void>((resolve) => (onAll = resolve));
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (waiting.size > 0) await Promise.race([all, new Promise((r) => setTimeout(r, 30_000))]);
    return { latencies: [...latencies], failed: failed + waiting.size };
  }
  const summary = (runs: { latencies: number[]; failed: number }[]) => {
    const sorted = runs.flatMap((r) => r.latencies).sort((x, y) => x - y);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
    return { p50: pct(50), p99: pct(99), failed: runs.reduce((n, r) => n + r.failed, 0) };
  };

  // Quiet and flooded phases alternate, so a busy machine weighs on both alike.
  const quietRuns = [];
  const floodedRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    quietRuns.push(await phase(`quiet ${round}`));
    const flooder = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname, "flooder"], { stdio: ["pipe", "pipe", "inherit"], env: process.env });
    flooder.stdin.end(input);
    await new Promise<void>((resolve) => flooder.stdout.once("data", () => resolve()));
    floodedRuns.push(await phase(`flooded ${round}`));
    flooder.kill("SIGTERM");
    await new Promise((r) => flooder.once("exit", r));
  }
  const quiet = summary(quietRuns);
  const flooded = summary(floodedRuns);
  const f = (x: number) => x.toFixed(1);
  console.log(`flood.bench: ${ROUNDS} rounds of ${MESSAGES} messages per phase, ${CONCURRENCY} in flight, ${sockets.length} chatter sockets`);
  console.log(`flood.bench: without flood  p50 ${f(quiet.p50)} ms  p99 ${f(quiet.p99)} ms  (${quiet.failed} failed)`);
  console.log(`flood.bench: with flood     p50 ${f(flooded.p50)} ms  p99 ${f(flooded.p99)} ms  (${flooded.failed} failed)`);
  console.log(`flood.bench: the flood adds p50 ${f(flooded.p50 - quiet.p50)} ms  p99 ${f(flooded.p99 - quiet.p99)} ms`);
  for (const s of sockets) s.terminate();
  process.exit(quiet.failed + flooded.failed > 0 ? 1 : 0);
}
