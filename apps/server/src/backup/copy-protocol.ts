import type { DumpedChunk, DumpResult } from "./dump";

/** What copy-dump.ts hands its worker: the data directory's tarball (transferred, not copied). */
export interface WorkerInput {
  tar: Uint8Array<ArrayBuffer>;
  skip: string[];
}

export type FromWorker = { type: "chunk"; chunk: DumpedChunk } | { type: "done"; result: DumpResult } | { type: "error"; message: string };
export type ToWorker = { type: "ack" };
