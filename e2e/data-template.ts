import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { migrationsFolder } from "../apps/server/src/platform/db";

const DB_MODULE = path.resolve(import.meta.dirname, "../apps/server/src/platform/db.ts");

/**
 * A freshly migrated embedded database, made once per run (global-setup.ts) and copied into every
 * journey server's DATA_DIR. A built server on an empty DATA_DIR runs initdb in WebAssembly and then
 * every migration before it answers (about 7 s on a quiet 2-core machine, 26 s under load); on a
 * copy it only checks the schema (about 3 s). It holds the schema and nothing else: no secrets, no
 * periodic runs, no rows a server writes once it runs, so each journey still meets a fresh install.
 * The folder is keyed by the migrations' contents, so a changed migration makes a new one.
 */
export function templateDir(): string {
  return path.join(os.tmpdir(), `ulfa-e2e-template-${migrationsHash()}`, "pglite");
}

export function makeTemplate(): string {
  const dir = templateDir();
  if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
  // Made under a temporary name and renamed, so a run that stops half-way never leaves half of it.
  const partial = `${path.dirname(dir)}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  // The server's own openDatabase (initdb, migrations, the schema version), in a plain Node process:
  // it creates the files in a child of its own, which vitest's module runner cannot start.
  const script = `const { openDatabase } = await import(${JSON.stringify(pathToFileURL(DB_MODULE).href)});
    const database = await openDatabase({ dataDir: ${JSON.stringify(partial)} });
    await database.close();`;
  execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: "inherit" });
  rmSync(path.dirname(dir), { recursive: true, force: true });
  renameSync(partial, path.dirname(dir));
  return dir;
}

/** Gives `dataDir` its own copy of the migrated database. */
export function copyTemplate(dataDir: string): void {
  // A journey run made it in global-setup.ts; a bench run from the command line makes it here, once.
  cpSync(makeTemplate(), path.join(dataDir, "pglite"), { recursive: true });
}

function migrationsHash(): string {
  const dir = migrationsFolder();
  const hash = createHash("sha256");
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  return hash.digest("hex").slice(0, 16);
}
