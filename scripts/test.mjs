// `npm test`: everything this machine can run (README). Each skipped suite says why in one line.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const results = [];
const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
function run(label, command, env = {}) {
  console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  const res = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  results.push({ label, ok: res.status === 0, took: Date.now() - t0 });
}
const skip = (label, why) => {
  console.log(`\n=== ${label} === SKIPPED: ${why}`);
  results.push({ label, ok: true, skipped: why });
};

run("unit + API tests on embedded PGlite", "npx vitest run", { TEST_DB: "pglite" });

if (process.env.DATABASE_URL) run("API tests on PostgreSQL", "npx vitest run --project server", { TEST_DB: "postgres" });
else skip("API tests on PostgreSQL", "DATABASE_URL is not set");

if (!process.env.REDIS_URL) skip("Redis-backed tests", "REDIS_URL is not set (they ran in-process only)");

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(chromium)) {
  run("build for browser tests", "npm run build");
  run("browser journeys (Playwright + Chromium)", "npx vitest run --config e2e/vitest.config.ts", { CHROMIUM_PATH: chromium });
} else skip("browser journeys", `Chromium not found at ${chromium} (set CHROMIUM_PATH or apt-get install chromium)`);

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? (r.skipped ? "SKIP" : "PASS") : "FAIL"}  ${r.label}${r.skipped ? ` (${r.skipped})` : ` in ${minutes(r.took)}`}`);
console.log(`npm test took ${minutes(Date.now() - started)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
