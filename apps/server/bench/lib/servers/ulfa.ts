// The real Ulfa server for benches, in its own process: DATABASE_URL (PostgreSQL) or PGlite in a
// temporary DATA_DIR. BENCH_SEED_PAIRS=n first creates n matched pairs of members with sessions
// and prints them after LISTENING, so clients can sign in without going through argon2.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../../../src/app";
import { loadConfig } from "../../../src/platform/config";
import { seedPairs } from "../seed-pairs";
import "./settle";

const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "ulfa-bench-"));
// It logs as a deployed server does: at LOG_LEVEL (info unless set), into a file (pino's own
// asynchronous destination, as for stdout sent to a file). BENCH_LOG=<level> sends the log to
// stderr instead, to see why a bench failed.
const logLevel = process.env.BENCH_LOG;
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, RATE_LIMIT_MAX: "100000000" }, logLevel ? { logLevel } : {});
const logStream = logLevel ? process.stderr : pino.destination({ dest: path.join(dataDir, "server.log"), sync: false });
const app = await buildApp({ config, logStream });

const seeded = await seedPairs(app, Number(process.env.BENCH_SEED_PAIRS ?? 0));
// The statistics a running server has within its first minute (PGlite's analysis; PostgreSQL's
// autovacuum is left to its own timing, as before).
if (seeded.length > 0) await app.deps.database.autovacuum();

await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(`LISTENING ${typeof address === "object" && address ? address.port : 0} ${JSON.stringify({ db: app.deps.database.kind, pairs: seeded })}`);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
