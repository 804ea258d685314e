// `npm run bench`: runs every apps/server/bench/*.bench.ts with tsx, one after another, and prints
// what each measured. Benchmarks that need PostgreSQL or Redis say so and skip when the URL is unset.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const dir = path.resolve("apps/server/bench");
const only = process.argv.slice(2);
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".bench.ts"))
      .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
      .sort()
  : [];
if (files.length === 0) {
  console.log("no benchmarks found in apps/server/bench");
  process.exit(0);
}
let failed = false;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const res = spawnSync("npx", ["tsx", path.join(dir, file)], { stdio: "inherit", cwd: path.resolve("apps/server"), env: process.env });
  if (res.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
