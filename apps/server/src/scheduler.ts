import type { Deps } from "./platform/deps";
import { digestJob } from "./notifications/digest";
import { purgeExpiredAccountsJob } from "./account/purge";
import { pageViewRetentionJob } from "./analytics/retention";

/** A periodic housekeeping job. `run` must be idempotent: several instances may run it. */
export interface Job {
  name: string;
  everyMs: number;
  run(deps: Deps): Promise<void>;
}

/** Jobs of every feature; features add theirs here (e.g. the purge of expired accounts). */
export const jobs: Job[] = [digestJob, purgeExpiredAccountsJob, pageViewRetentionJob];

export function startScheduler(deps: Deps): () => void {
  const timers = jobs.map((job) => {
    const tick = () => job.run(deps).catch((err) => deps.log.error({ err, job: job.name }, "scheduled job failed"));
    void tick();
    return setInterval(tick, job.everyMs);
  });
  return () => timers.forEach(clearInterval);
}
