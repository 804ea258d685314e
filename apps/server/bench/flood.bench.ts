/**
 * Flood benchmark: the real server on a real port; one member floods typing frames (20,000 a
 * second over 8 sockets, reconnecting a second after each close) while 100 others chat over
 * HTTP + WebSocket.
 * Clients run in separate processes (bench/flood-clients.ts). Prints the chatters' send-to-receive
 * p50/p99 without and with the flood, and the difference. System clock, so rate limits refill.
 * Embedded PGlite by default; TEST_DB=postgres DATABASE_URL=... for PostgreSQL.
 *
 *   npm run bench flood        (BENCH_ROUNDS=3 of BENCH_MESSAGES=300 per phase, BENCH_CONCURRENCY=10, BENCH_FLOOD_RATE=20000)
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/platform/config";
import { matches, users } from "../src/db/schema";
import { createSession, SESSION_COOKIE } from "../src/auth/session";
import { openTestDatabase, TEST_ORIGIN } from "../test/harness";

const CHATTERS = 100;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "ulfa-flood-"));
const database = await openTestDatabase();
const config = loadConfig({ DATA_DIR: dataDir, APP_URL: TEST_ORIGIN, SESSION_SECRET: "bench-secret-bench-secret-bench", RATE_LIMIT_MAX: "1000000", LOG_LEVEL: process.env.LOG_LEVEL ?? "" });
// Logs as a deployed server does (LOG_LEVEL, info unless set) into a file, as stdout sent to a file.
const app = await buildApp({ config, database, logStream: pino.destination({ dest: path.join(dataDir, "server.log"), sync: false }) });
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as AddressInfo).port;

const stamp = Date.now().toString(36);
const rows = await app.deps.db
  .insert(users)
  .values(
    Array.from({ length: CHATTERS + 2 }, (_, i) => ({
      username: `flood_${stamp}_${i}`,
      name: `Flood ${i}`,
      email: `flood_${stamp}_${i}@example.test`,
      age: 30,
      gender: "female" as const,
      emailVerifiedAt: new Date(),
    })),
  )
  .returning({ id: users.id });
const cookieOf = async (id: number) => `${SESSION_COOKIE}=${app.signCookie((await createSession(app.deps, id)).token)}`;
const members = await Promise.all(rows.map(async ({ id }) => ({ id, cookie: await cookieOf(id) })));
const pairRows = await app.deps.db
  .insert(matches)
  .values(Array.from({ length: CHATTERS / 2 + 1 }, (_, i) => ({ userAId: rows[2 * i].id, userBId: rows[2 * i + 1].id })))
  .returning();
// The last pair is the flooder and the member it "types" to; the others chat.
const flood = pairRows[pairRows.length - 1];
const setup = {
  port,
  origin: TEST_ORIGIN,
  pairs: pairRows.slice(0, -1).map((m) => ({ matchId: m.id, a: members.find((x) => x.id === m.userAId)!, b: members.find((x) => x.id === m.userBId)! })),
  flooder: { matchId: flood.id, cookie: members.find((x) => x.id === flood.userAId)!.cookie },
};

const child = spawn(process.execPath, ["--import", "tsx", "bench/flood-clients.ts"], { stdio: ["pipe", "inherit", "inherit"], env: process.env });
child.stdin.end(JSON.stringify(setup));
const code = await new Promise<number>((resolve) => child.once("exit", (c) => resolve(c ?? 1)));
console.log(`flood.bench: db ${database.kind}, ${CHATTERS} chatters, health after the flood: ${(await app.inject({ method: "GET", url: "/api/health" })).statusCode}`);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(code);
