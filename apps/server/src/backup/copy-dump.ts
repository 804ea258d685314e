import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "../platform/db";
import { embeddedStartParams } from "../platform/pglite-init";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { DumpedChunk, DumpResult } from "./dump";
import type { FromWorker, ToWorker, WorkerInput } from "./copy-protocol";

/**
 * The worker script: `dist/backup-worker.js` in the built server (build.mjs), else this folder's
 * TypeScript source through tsx (copy-worker-source.mjs: tests, `npm run dev`).
 */
function workerScript(): URL {
  const built = new URL("./backup-worker.js", import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL("./copy-worker-source.mjs", import.meta.url);
}

/**
 * The embedded database's backup without holding members up. Reading every table through PGlite's
 * one connection held it for the whole read (82 s at 1,000 members with chat writers, members'
 * calls waiting as long). Instead the data directory is copied in one short exclusive moment (a
 * file copy the OS does from its cache, platform/db.ts copyDataDir), and a second
 * PGlite opened on that copy in a worker thread is read table by table (dump.ts, the same code and
 * archive format as PostgreSQL's), chunk by chunk to `onChunk` here; the event loop stays free
 * for members. The copy costs its size on disk while the backup runs.
 */
export async function dumpFromCopy(
  copyDataDir: NonNullable<Database["copyDataDir"]>,
  opts: { dataDir: string; skip: string[]; log?: (line: string) => void },
  onChunk: (chunk: DumpedChunk) => Promise<void>,
): Promise<DumpResult> {
  // Beside DATA_DIR/pglite, on the same disk: as much room again as the database takes, for the backup's time.
  const target = path.join(path.resolve(opts.dataDir), `.pglite-backup-copy-${process.pid}-${randomBytes(4).toString("hex")}`);
  const started = performance.now();
  try {
    const copy = await copyDataDir(target);
    // The one moment members wait: logged, so an operator (and bench/backup.bench.ts) sees it grow.
    const bytes = "tar" in copy ? copy.tar.byteLength : await sizeOf(copy.dir);
    opts.log?.(`backup: copied the embedded database (${(bytes / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`);
    return await readInWorker(copy, opts.skip, onChunk);
  } finally {
    await rm(target, { recursive: true, force: true });
  }
}

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function readInWorker(copy: WorkerInput["copy"], skip: string[], onChunk: (chunk: DumpedChunk) => Promise<void>): Promise<DumpResult> {
  const input: WorkerInput = { copy, skip, startParams: embeddedStartParams(PGlite) };
  const worker = new Worker(workerScript(), { workerData: input, transferList: "tar" in copy ? [copy.tar.buffer] : [] });
  try {
    return await new Promise<DumpResult>((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (!settled) {
          settled = true;
          fn();
        }
      };
      worker.on("message", (message: FromWorker) => {
        if (message.type === "chunk") {
          onChunk(message.chunk).then(
            () => worker.postMessage({ type: "ack" } satisfies ToWorker),
            (err: unknown) => settle(() => reject(err)),
          );
        } else if (message.type === "done") settle(() => resolve(message.result));
        else settle(() => reject(new Error(`reading the database copy failed: ${message.message}`)));
      });
      worker.on("error", (err) => settle(() => reject(err)));
      worker.on("exit", (code) => settle(() => reject(new Error(`the backup worker stopped (exit code ${code}) before it was done`))));
    });
  } finally {
    await worker.terminate();
  }
}
