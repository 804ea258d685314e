import type { DumpedChunk, DumpResult } from "./dump";

/**
 * What copy-dump.ts hands its worker: the copied data directory, or its tarball (in-memory
 * databases; transferred, not copied), and the start parameters of the server's own PGlite.
 */
export interface WorkerInput {
  copy: { dir: string } | { tar: Uint8Array<ArrayBuffer> };
  startParams?: string[];
  skip: string[];
}

export type FromWorker = { type: "chunk"; chunk: DumpedChunk } | { type: "done"; result: DumpResult } | { type: "error"; message: string };
export type ToWorker = { type: "ack" };
