// `npm run bench [name...]`: runs every apps/*/bench/*.bench.ts with tsx (or only those whose file name
// contains one of the given names) and prints what each reports. Benches that need PostgreSQL read
// DATABASE_URL and say SKIPPED without it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const only = process.argv.slice(2);
let failed = false;
let ran = 0;
for (const app of ["apps/server", "apps/web"]) {
  const dir = path.join(root, app, "bench");
  if (!existsSync(dir)) continue;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".bench.ts"))
    .filter((f) => only.length === 0 || only.some((name) => f.includes(name)))
    .sort();
  for (const file of files) {
    ran += 1;
    console.log(`\n=== ${app}/bench/${file} ===`);
    const res = spawnSync("npx", ["tsx", path.join("bench", file)], { cwd: path.join(root, app), stdio: "inherit", env: process.env });
    if (res.status !== 0) failed = true;
  }
}
if (ran === 0) console.log(`no benchmarks matched ${only.join(", ") || "(none found)"}`);
process.exit(failed ? 1 : 0);
