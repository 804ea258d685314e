import { JOB_DONE_RETENTION_MS, JOB_RETENTION_EVERY_MS } from "@ulfa/contracts";
import type { Clock } from "../clock";
import type { Db } from "../db";
import { deleteDoneJobsBefore } from "./repo";
import type { PeriodicJob } from "./types";

/** Done jobs are kept a week (for the admin's view of recent mail), then deleted; failed ones stay. */
export const jobRetentionJob: PeriodicJob<{ db: Db; clock: Clock }> = {
  name: "jobs-retention",
  everyMs: JOB_RETENTION_EVERY_MS,
  run: ({ db, clock }) => deleteDoneJobsBefore(db, new Date(clock.now().getTime() - JOB_DONE_RETENTION_MS)),
};
