import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Creates the embedded database's files (initdb) in a short-lived child process. PGlite runs initdb
 * in a second PostgreSQL instance beside the first and copies its files across as a tarball: about
 * 470 MB the server process would otherwise keep after the first boot (857 MB instead of ~380 MB
 * measured on PGlite 0.5). Later boots find PG_VERSION and skip this.
 */
export async function initEmbeddedDataDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = new PGlite(${JSON.stringify(dir)});
    await db.waitReady;
    await db.close();`;
  await run(process.execPath, ["--input-type=module", "-e", script]);
}

/**
 * PGlite's own start parameters plus a smaller shared_buffers: PostgreSQL's 128 MB default is
 * touched at start-up in PGlite's memory (RSS 338 -> 249 MB at 32 MB), and a community of a few
 * thousand members fits in 32 MB of buffers with the files cached by the OS beneath.
 */
export function embeddedStartParams(pglite: unknown): string[] | undefined {
  const defaults = (pglite as { defaultStartParams?: string[] }).defaultStartParams;
  return defaults ? [...defaults, "-c", "shared_buffers=32MB"] : undefined;
}
