import { and, eq, lt } from "drizzle-orm";
import { periodicRuns } from "./db/schema";
import type { Deps } from "./platform/deps";
import type { PeriodicJob } from "./platform/jobs/types";

/** Claimed periods older than this many intervals are forgotten (the table stays a few rows per job). */
const KEEP_SLOTS = 48;

/**
 * Runs the job for the current period unless another instance (or an earlier start of this one)
 * already claimed it: the claim is a row keyed by job and period, so however many instances tick,
 * each period's job runs once. Resolves whether this call ran it.
 */
export async function runOncePerPeriod(deps: Deps, job: PeriodicJob<Deps>): Promise<boolean> {
  const now = deps.clock.now();
  const slot = Math.floor(now.getTime() / job.everyMs);
  const claimed = await deps.db
    .insert(periodicRuns)
    .values({ name: job.name, slot, ranAt: now })
    .onConflictDoNothing()
    .returning({ slot: periodicRuns.slot });
  if (claimed.length === 0) return false;
  await deps.db.delete(periodicRuns).where(and(eq(periodicRuns.name, job.name), lt(periodicRuns.slot, slot - KEEP_SLOTS)));
  await job.run(deps);
  return true;
}

/** Ticks per period: timers drift, so one tick per period could land twice in one and skip the next. */
const TICKS_PER_PERIOD = 4;
const MIN_TICK_MS = 1000;

/** Ticks each periodic job now and several times a period (app.ts composes the list); one instance runs each period. */
export function startScheduler(deps: Deps, jobs: PeriodicJob<Deps>[]): () => void {
  const timers = jobs.map((job) => {
    const tick = () => runOncePerPeriod(deps, job).catch((err) => deps.log.error({ err, job: job.name }, "scheduled job failed"));
    void tick();
    return setInterval(tick, Math.max(MIN_TICK_MS, job.everyMs / TICKS_PER_PERIOD));
  });
  return () => timers.forEach(clearInterval);
}
