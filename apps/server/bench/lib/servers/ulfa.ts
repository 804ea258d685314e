// The real Ulfa server for benches, in its own process: DATABASE_URL (PostgreSQL) or PGlite in a
// temporary DATA_DIR. BENCH_SEED_PAIRS=n first creates n matched pairs of members with sessions
// and prints them after LISTENING, so clients can sign in without going through argon2.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../../src/app";
import { loadConfig } from "../../../src/platform/config";
import { createSession } from "../../../src/auth/session";
import { matches, users } from "../../../src/db/schema";
import "./settle";

const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "ulfa-bench-"));
// BENCH_LOG=warn (or info...) shows the server's log on stderr, to see why a bench failed.
const logLevel = process.env.BENCH_LOG;
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, RATE_LIMIT_MAX: "100000000" }, { logLevel: logLevel ?? "silent" });
const app = await buildApp({ config, logger: logLevel !== undefined, logStream: process.stderr });

const pairs = Number(process.env.BENCH_SEED_PAIRS ?? 0);
const seeded: { a: number; b: number; matchId: number; cookieA: string; cookieB: string }[] = [];
if (pairs > 0) {
  const { db } = app.deps;
  const stamp = `${process.pid}_${Date.now().toString(36)}`;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: pairs * 2 }, (_, i) => ({
        username: `bench_${stamp}_${i}`,
        name: `Bench ${i}`,
        email: `bench_${stamp}_${i}@example.test`,
        age: 30,
        gender: i % 2 === 0 ? ("female" as const) : ("male" as const),
        emailVerifiedAt: new Date(),
        photos: [`/photos/bench-${i}.webp`],
      })),
    )
    .returning({ id: users.id });
  const cookie = async (id: number) => `ulfa_session=${app.signCookie((await createSession(app.deps, id)).token)}`;
  const made = await db
    .insert(matches)
    .values(Array.from({ length: pairs }, (_, i) => ({ userAId: rows[2 * i].id, userBId: rows[2 * i + 1].id })))
    .returning();
  for (const m of made) seeded.push({ a: m.userAId, b: m.userBId, matchId: m.id, cookieA: await cookie(m.userAId), cookieB: await cookie(m.userBId) });
  // The statistics a running server has within its first minute (PGlite's analysis; PostgreSQL's
  // autovacuum is left to its own timing, as before).
  await app.deps.database.autovacuum();
}

await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(`LISTENING ${typeof address === "object" && address ? address.port : 0} ${JSON.stringify({ db: app.deps.database.kind, pairs: seeded })}`);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
