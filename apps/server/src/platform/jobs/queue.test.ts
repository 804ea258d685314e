import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_RETRY_WINDOW_MS } from "@ulfa/contracts";
import { jobs } from "../../db/schema";
import { ManualClock } from "../clock";
import { openDatabase, type Database } from "../db";
import { createPostgresTestDatabase, openTestDatabase, testDbKind } from "../../../test/harness";
import { backoffMs, createJobQueue } from "./queue";
import type { JobKind } from "./types";

const log = pino({ level: "silent" });

describe(`job queue (${testDbKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  function queueWith(kind: JobKind<null, never>, clock: ManualClock, db = database) {
    return createJobQueue({ db: db.db, clock, log, kinds: [kind], context: () => null });
  }

  it("runs a job once and keeps only its summary", async () => {
    const clock = new ManualClock("2026-06-01T12:00:00Z");
    const seen: string[] = [];
    const kind: JobKind<null, { secret: string; to: string }> = {
      name: "test.once",
      run: async (_ctx, p) => void seen.push(p.secret),
      summary: (p) => ({ to: p.to }),
    };
    const queue = queueWith(kind, clock);
    await queue.enqueue(kind.name, { secret: "s3cret", to: "a@example.test" });
    await queue.runDue();
    await queue.runDue();
    expect(seen).toEqual(["s3cret"]);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind.name));
    expect(row).toMatchObject({ state: "done", attempts: 1, payload: { to: "a@example.test" } });
  });

  it("refuses a kind it does not know", async () => {
    const queue = queueWith({ name: "test.known", run: async () => {}, summary: () => ({}) }, new ManualClock());
    await expect(queue.enqueue("test.unknown", {})).rejects.toThrow(/unknown job kind/);
  });

  it("retries a failing job with growing waits for 24 hours, then marks it failed", async () => {
    const clock = new ManualClock("2026-06-01T12:00:00Z");
    let calls = 0;
    let up = false;
    const kind: JobKind<null, { n: number }> = {
      name: "test.flaky",
      run: async () => {
        calls += 1;
        if (!up) throw new Error("server down");
      },
      summary: () => ({}),
    };
    const queue = queueWith(kind, clock);
    const row = async () => (await database.db.select().from(jobs).where(eq(jobs.kind, kind.name)))[0];

    await queue.enqueue(kind.name, { n: 1 });
    await queue.runDue();
    expect(calls).toBe(1);
    expect(await row()).toMatchObject({ state: "pending", attempts: 1, lastError: "server down" });
    await queue.runDue(); // not due yet
    expect(calls).toBe(1);
    clock.advance(backoffMs(1));
    await queue.runDue();
    expect(calls).toBe(2);
    expect((await row()).runAt.getTime() - clock.now().getTime()).toBe(backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    // Far into the window it is still retried; the service coming back delivers it.
    clock.advance(JOB_RETRY_WINDOW_MS / 2);
    up = true;
    await queue.runDue();
    expect(await row()).toMatchObject({ state: "done", attempts: 3 });

    // A job that keeps failing past its 24-hour window is given up and kept, for admins.
    up = false;
    await database.db.delete(jobs).where(eq(jobs.kind, kind.name));
    await queue.enqueue(kind.name, { n: 2 });
    let attempts = 0;
    for (let t = 0; t <= JOB_RETRY_WINDOW_MS; attempts += 1) {
      await queue.runDue();
      const wait = (await row()).runAt.getTime() - clock.now().getTime();
      if ((await row()).state !== "pending") break;
      clock.advance(wait);
      t += wait;
    }
    await queue.runDue();
    expect(await row()).toMatchObject({ state: "failed", lastError: "server down" });
    expect(attempts).toBeGreaterThan(90); // every 15 minutes once the backoff is capped
  });

  it("runs a job queued for later no sooner than asked, and retries it for 24 hours from then", async () => {
    const clock = new ManualClock("2026-06-01T12:00:00Z");
    let calls = 0;
    const kind: JobKind<null, object> = { name: "test.later", run: async () => void (calls += 1), summary: () => ({}) };
    const queue = queueWith(kind, clock);
    const runAt = new Date(clock.now().getTime() + 30 * 60_000);
    await queue.enqueue(kind.name, {}, { runAt });
    await queue.runDue();
    expect(calls).toBe(0);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind.name));
    expect(row.deadline.getTime() - runAt.getTime()).toBe(JOB_RETRY_WINDOW_MS);
    expect(row.createdAt.getTime()).toBe(clock.now().getTime());
    clock.advance(30 * 60_000);
    await queue.runDue();
    expect(calls).toBe(1);
  });

  it("a job whose worker died is taken up again once its lease lapses", async () => {
    const clock = new ManualClock("2026-06-01T12:00:00Z");
    let calls = 0;
    const kind: JobKind<null, object> = {
      name: "test.lease",
      run: async () => void (calls += 1),
      summary: () => ({}),
    };
    const queue = queueWith(kind, clock);
    await queue.enqueue(kind.name, {});
    // Another worker claimed it and vanished.
    await database.db.update(jobs).set({ lockedBy: "dead", lockedUntil: new Date(clock.now().getTime() + 60_000) }).where(eq(jobs.kind, kind.name));
    await queue.runDue();
    expect(calls).toBe(0);
    clock.advance(60_001);
    await queue.runDue();
    expect(calls).toBe(1);
  });
});

// Two workers with their own connections claim from one table at once: SKIP LOCKED and the lease
// keep every job to exactly one run.
describe.runIf(testDbKind === "postgres")("job queue: two workers on PostgreSQL", () => {
  it("never runs the same job twice", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const a = await openDatabase({ databaseUrl: url });
    const b = await openDatabase({ databaseUrl: url });
    try {
      const clock = new ManualClock("2026-06-01T12:00:00Z");
      const runs = new Map<number, string[]>();
      const kindFor = (worker: string): JobKind<null, { n: number }> => ({
        name: "test.parallel",
        run: async (_ctx, p) => {
          runs.set(p.n, [...(runs.get(p.n) ?? []), worker]);
          await new Promise((resolve) => setImmediate(resolve));
        },
        summary: () => ({}),
      });
      const qa = createJobQueue({ db: a.db, clock, log, kinds: [kindFor("a")], context: () => null });
      const qb = createJobQueue({ db: b.db, clock, log, kinds: [kindFor("b")], context: () => null });
      const total = 200;
      for (let n = 0; n < total; n += 1) await qa.enqueue("test.parallel", { n });
      await Promise.all([qa.runDue(), qb.runDue()]);
      expect(runs.size).toBe(total);
      expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
      const byWorker = [...runs.values()].flat();
      expect(byWorker).toContain("a");
      expect(byWorker).toContain("b");
    } finally {
      await a.close();
      await b.close();
      await drop();
    }
  });
});
