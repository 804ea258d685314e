import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, openTestDatabase, testDbKind, type TestApp } from "../test/harness";
import type { Database } from "./platform/db";
import type { Deps } from "./platform/deps";
import type { PeriodicJob } from "./platform/jobs/types";
import { runOncePerPeriod } from "./scheduler";

describe(`periodic jobs across instances (${testDbKind})`, () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    a = await createTestApp({ database });
    b = await createTestApp({ database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it("runs each period's job once however many instances tick, and again next period", async () => {
    const runs: string[] = [];
    const job = (who: string): PeriodicJob<Deps> => ({ name: "count-runs", everyMs: 60 * 60 * 1000, run: async () => void runs.push(who) });
    // Both instances tick at the same moments (their clocks agree), several times within the period.
    const tickBoth = () => Promise.all([runOncePerPeriod(a.app.deps, job("a")), runOncePerPeriod(b.app.deps, job("b"))]);
    for (let i = 0; i < 3; i++) await tickBoth();
    expect(runs).toHaveLength(1);

    for (const t of [a, b]) t.clock.advance(60 * 60 * 1000);
    await tickBoth();
    await tickBoth();
    expect(runs).toHaveLength(2);
  });

  it("does not mark a period done for another job", async () => {
    const ran: string[] = [];
    const first: PeriodicJob<Deps> = { name: "first", everyMs: 1000, run: async () => void ran.push("first") };
    const second: PeriodicJob<Deps> = { name: "second", everyMs: 1000, run: async () => void ran.push("second") };
    await runOncePerPeriod(a.app.deps, first);
    await runOncePerPeriod(b.app.deps, second);
    expect(ran).toEqual(["first", "second"]);
  });
});
