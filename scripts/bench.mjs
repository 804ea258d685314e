// `npm run bench`: runs every apps/*/bench/*.bench.ts with tsx and prints what each reports.
// Benches that need PostgreSQL read DATABASE_URL and say SKIPPED without it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
let failed = false;
for (const app of ["apps/server", "apps/web"]) {
  const dir = path.join(root, app, "bench");
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".bench.ts")).sort()) {
    console.log(`\n=== ${app}/bench/${file} ===`);
    const res = spawnSync("npx", ["tsx", path.join("bench", file)], { cwd: path.join(root, app), stdio: "inherit", env: process.env });
    if (res.status !== 0) failed = true;
  }
}
process.exit(failed ? 1 : 0);
