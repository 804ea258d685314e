import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

type Pending = { resolve: (reply: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

/**
 * One worker thread per process for one model, started on first use and kept: the model loads once
 * and inference never runs on the event loop. Requests queue in the worker's port; each answer carries
 * its request's id. The script is `dist/<builtName>.js` in the built server (build.mjs), else the
 * plain-JavaScript source beside this file (dev server, tests, benchmarks).
 */
export class ModelWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly builtName: string,
    private readonly sourceName: string,
    private readonly timeoutMs: number,
    private readonly workerData: unknown = {},
  ) {}

  private script(): URL {
    const built = new URL(`./${this.builtName}.js`, import.meta.url);
    return existsSync(fileURLToPath(built)) ? built : new URL(`./${this.sourceName}`, import.meta.url);
  }

  private start(): Worker {
    const worker = new Worker(this.script(), { workerData: this.workerData });
    // The worker must not keep a finished process (or a test run) alive.
    worker.unref();
    worker.on("message", (reply: { id: number; error?: string }) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (reply.error !== undefined) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const fail = (err: Error) => {
      // Everything waiting fails; the next request starts a fresh worker.
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        waiting.reject(err);
        this.pending.delete(id);
      }
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`model worker exited with code ${code}`)));
    return worker;
  }

  /** Sends a request (its `id` is set here) and resolves with the worker's answer. */
  run<T>(request: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error("model worker timed out"));
      }, this.timeoutMs);
      timer.unref();
      this.pending.set(id, { resolve: resolve as (reply: unknown) => void, reject, timer });
      worker.postMessage({ ...request, id }, transfer);
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
