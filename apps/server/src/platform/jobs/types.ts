/**
 * Shared job types, below both the scheduler and the features that define jobs, so neither imports
 * the other (app.ts composes the lists).
 */

/** A periodic housekeeping job run by scheduler.ts. `run` must be idempotent: several instances may run it. */
export interface PeriodicJob<Ctx> {
  name: string;
  everyMs: number;
  run(ctx: Ctx): Promise<void>;
}

/** One kind of queued job (a mail, later a Web Push): what runs it and what of it is kept once done. */
export interface JobKind<Ctx, Payload> {
  name: string;
  /**
   * Throws to have the job retried with backoff. A long job checks `stopping` between its steps
   * and throws once it is aborted: the queue puts the job back, due at once, for the next start.
   */
  run(ctx: Ctx, payload: Payload, stopping: AbortSignal): Promise<void>;
  /** What stays in the row once the job is done or given up; payloads may carry secrets (links, codes). */
  summary(payload: Payload): Record<string, unknown>;
}

/** The durable queue (queue.ts); features enqueue through a typed helper of their kind. */
export interface JobQueue {
  /** `runAt`: not before then (a notification when a boost ends); default now. */
  enqueue(kind: string, payload: unknown, opts?: { runAt?: Date }): Promise<void>;
  /** Runs every job that is due now and resolves once none is left (tests). */
  runDue(): Promise<void>;
  start(): void;
  /** Stops claiming jobs and resolves once the job in hand is done; the rest stay queued (durable) for the next start. */
  stop(): Promise<void>;
}
