// The worker thread of copy-dump.ts: opens a PGlite on the tarball it was given and reads it table
// by table with the same code as a PostgreSQL backup (dump.ts), so the archive format is one.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Db } from "../platform/db";
import { dumpSnapshot } from "./dump";
import type { FromWorker, ToWorker, WorkerInput } from "./copy-protocol";

const port = parentPort!;
const input = workerData as WorkerInput;
const post = (message: FromWorker) => port.postMessage(message);

/** Resolved by the parent's "ack" after each chunk: at most one chunk is in flight, so memory stays small. */
let acked: (() => void) | null = null;
port.on("message", (message: ToWorker) => {
  if (message.type === "ack") acked?.();
});

try {
  const client = new PGlite({ loadDataDir: new Blob([input.tar]) });
  try {
    const db = drizzle(client) as unknown as Db;
    const result = await dumpSnapshot(db, { skip: input.skip }, async (chunk) => {
      const ack = new Promise<void>((resolve) => (acked = resolve));
      post({ type: "chunk", chunk });
      await ack;
    });
    post({ type: "done", result });
  } finally {
    await client.close();
  }
} catch (err) {
  post({ type: "error", message: (err as Error).message });
}
