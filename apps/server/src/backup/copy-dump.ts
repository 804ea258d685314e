import { existsSync } from "node:fs";
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
 * calls waiting as long). Instead PGlite copies its data directory in one exclusive moment
 * (dumpDataDir: a tarball of the files; 0.65 s at 1,000 members on the 2-core VM, 1.1-1.6 s at
 * 1,000-5,000 when it is overloaded: docs/operating.md), and a second
 * PGlite opened on that copy in a worker thread is read table by table (dump.ts, the same code and
 * archive format as PostgreSQL's), chunk by chunk to `onChunk` here; the event loop stays free
 * for members. The copy costs its size in memory while the backup runs.
 */
export async function dumpFromCopy(
  copyDataDir: () => Promise<Blob>,
  opts: { skip: string[]; log?: (line: string) => void },
  onChunk: (chunk: DumpedChunk) => Promise<void>,
): Promise<DumpResult> {
  const started = performance.now();
  const tar = new Uint8Array(await (await copyDataDir()).arrayBuffer());
  // The one moment members wait: logged, so an operator (and bench/backup.bench.ts) sees it grow.
  opts.log?.(`backup: copied the embedded database (${(tar.byteLength / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`);
  const url = workerScript();
  const input: WorkerInput = { tar, skip: opts.skip };
  const worker = new Worker(url, { workerData: input, transferList: [tar.buffer] });
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
