import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import type { Db } from "../db";

export type JobRow = typeof jobs.$inferSelect;

export async function insertJob(db: Db, values: { kind: string; payload: unknown; runAt: Date; deadline: Date; createdAt: Date }): Promise<void> {
  await db.insert(jobs).values(values);
}

/**
 * Claims the oldest due job for `worker` until `leaseUntil`, in one statement. On PostgreSQL
 * `FOR UPDATE SKIP LOCKED` lets several instances claim at once without waiting on or taking each
 * other's rows; PGlite runs one statement at a time, so the same SQL is trivially exclusive there.
 * A job whose worker died is claimable again once its lease lapses.
 */
export async function claimNextJob(db: Db, worker: string, now: Date, leaseUntil: Date, kinds: string[]): Promise<JobRow | null> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.state, "pending"),
        inArray(jobs.kind, kinds),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ lockedBy: worker, lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  return row ?? null;
}

/** Only the worker holding the lease may settle a job, so a lapsed lease never settles it twice. */
const mine = (id: number, worker: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, "pending"));

export async function finishJob(db: Db, id: number, worker: string, state: "done" | "failed", values: { payload: unknown; at: Date; error?: string }) {
  await db
    .update(jobs)
    .set({ state, payload: values.payload, finishedAt: values.at, lockedBy: null, lockedUntil: null, ...(values.error ? { lastError: values.error } : {}) })
    .where(mine(id, worker));
}

export async function retryJobLater(db: Db, id: number, worker: string, runAt: Date, error: string): Promise<void> {
  await db.update(jobs).set({ runAt, lastError: error, lockedBy: null, lockedUntil: null }).where(mine(id, worker));
}

export async function deleteDoneJobsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.state, "done"), lt(jobs.finishedAt, before)));
}

/** How many jobs of `kind` wait and how many were given up. */
export async function countOpenJobs(db: Db, kind: string): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.state, ["pending", "failed"])))
    .groupBy(jobs.state);
  const of = (state: string) => Number(rows.find((r) => r.state === state)?.count ?? 0);
  return { pending: of("pending"), failed: of("failed") };
}

/** The newest jobs of `kind` not done yet, failed ones first. */
export async function listOpenJobs(db: Db, kind: string, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.state, ["pending", "failed"])))
    .orderBy(sql`${jobs.state} = 'failed' desc`, desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}
