// Seeds the database a built server will open (DATA_DIR and DATABASE_URL from the environment, as
// main.ts reads them) with BENCH_SEED_PAIRS matched pairs and their sessions, then closes it: an
// embedded PGlite database has one process at a time. Prints the pairs as one JSON line; the
// cookies are signed with the session secret the server will read from the same DATA_DIR.
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/platform/config";
import { seedPairs } from "./seed-pairs";

const app = await buildApp({ config: loadConfig(process.env), logger: false });
const pairs = await seedPairs(app, Number(process.env.BENCH_SEED_PAIRS ?? 0));
await app.deps.database.autovacuum();
const db = app.deps.database.kind;
await app.close();
console.log(JSON.stringify({ db, pairs }));
