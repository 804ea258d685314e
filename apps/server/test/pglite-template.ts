import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../src/platform/db";

/**
 * A dump of a freshly migrated embedded database, shared by every test file of a run. Starting
 * PGlite from it takes about 0.5 s; an empty PGlite runs initdb in WebAssembly and then every
 * migration, about 2.5 s, and the PGlite suite opens a database for almost every test file.
 * The dump is keyed by the migrations' contents, so a changed or added migration makes a new one;
 * it lives in the temporary folder and is written under a temporary name and renamed, so workers
 * that make it at once never read half of it.
 */
let template: Promise<Blob> | undefined;

export function pgliteTemplate(): Promise<Blob> {
  template ??= loadOrMake();
  return template;
}

async function loadOrMake(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `ulfa-pglite-template-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  // Only what openDatabase's migrate does: the rest (listeners, autovacuum) runs on each copy.
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

function migrationsHash(): string {
  const dir = migrationsFolder();
  const hash = createHash("sha256");
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}
