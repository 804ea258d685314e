import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { JOB_BACKOFF_BASE_MS, JOB_BACKOFF_MAX_MS, JOB_LEASE_MS, JOB_POLL_MS, JOB_RETRY_WINDOW_MS } from "@ulfa/contracts";
import type { Clock } from "../clock";
import type { Db } from "../db";
import { claimNextJob, finishJob, insertJob, retryJobLater, type JobRow } from "./repo";
import type { JobKind, JobQueue } from "./types";

/** Wait before attempt n+1 after n failed attempts: 5 s, 10 s, 20 s ... capped at 15 min. */
export function backoffMs(attempts: number): number {
  return Math.min(JOB_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), JOB_BACKOFF_MAX_MS);
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * A durable queue in the `jobs` table, worked by every instance: each polls every JOB_POLL_MS and
 * is woken at once when it enqueues itself, so a job usually runs within milliseconds. A job is
 * retried with exponential backoff until JOB_RETRY_WINDOW_MS after it was queued, then marked failed.
 * Within one instance jobs run one after another (`pass` is never entered twice).
 */
export function createJobQueue<Ctx>(opts: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  kinds: JobKind<Ctx, never>[];
  /** The context handed to each job (the app's deps, which themselves hold this queue). */
  context: () => Ctx;
}): JobQueue {
  const { db, clock, log } = opts;
  const kinds = new Map(opts.kinds.map((k) => [k.name, k as JobKind<Ctx, unknown>]));
  const names = [...kinds.keys()];
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  // Set while stop() waits: the pass in progress ends after its current job instead of emptying the queue.
  let halting = false;
  let stopping = new AbortController();

  async function runOne(job: JobRow): Promise<void> {
    const kind = kinds.get(job.kind)!;
    const signal = stopping.signal;
    try {
      await kind.run(opts.context(), job.payload, signal);
      await finishJob(db, job.id, worker, "done", { payload: kind.summary(job.payload), at: clock.now() });
    } catch (err) {
      const now = clock.now();
      if (signal.aborted) {
        // Interrupted by a stop, not failed: due again at once, without counting as an attempt's error.
        await retryJobLater(db, job.id, worker, now, "interrupted by a stop");
        return;
      }
      const error = errorText(err);
      if (now.getTime() >= job.deadline.getTime()) {
        log.error({ err, job: job.id, kind: job.kind, attempts: job.attempts }, "job failed for good");
        await finishJob(db, job.id, worker, "failed", { payload: kind.summary(job.payload), at: now, error });
      } else {
        log.warn({ err, job: job.id, kind: job.kind, attempts: job.attempts }, "job failed; will retry");
        await retryJobLater(db, job.id, worker, new Date(now.getTime() + backoffMs(job.attempts)), error);
      }
    }
  }

  async function pass(): Promise<void> {
    for (;;) {
      if (halting) return;
      const now = clock.now();
      const job = await claimNextJob(db, worker, now, new Date(now.getTime() + JOB_LEASE_MS), names);
      if (!job) return;
      await runOne(job);
    }
  }

  /** One pass at a time; a call during a pass asks for another pass, so nothing due is missed. */
  function runDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((err) => log.error({ err }, "job queue pass failed"));
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runDue().finally(schedule), JOB_POLL_MS);
    timer.unref();
  };

  return {
    async enqueue(kind, payload, { runAt } = {}) {
      if (!kinds.has(kind)) throw new Error(`unknown job kind ${kind}`);
      const now = clock.now();
      const at = runAt && runAt > now ? runAt : now;
      await insertJob(db, { kind, payload, runAt: at, deadline: new Date(at.getTime() + JOB_RETRY_WINDOW_MS), createdAt: now });
      if (!stopped) void runDue();
    },
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      void runDue();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      halting = true;
      stopping.abort();
      try {
        await running;
      } finally {
        halting = false;
        stopping = new AbortController();
      }
    },
  };
}
