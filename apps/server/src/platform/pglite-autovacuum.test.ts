import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { autovacuumOnce, startAutovacuum } from "./pglite-autovacuum";

describe("PGlite upkeep without autovacuum", () => {
  const db = new PGlite();
  afterAll(() => db.close());
  const reltuples = async (table: string) => (await db.query<{ n: number }>(`select reltuples as n from pg_class where relname = '${table}'`)).rows[0].n;
  const size = async (table: string) => (await db.query<{ n: number }>(`select pg_relation_size('${table}') as n`)).rows[0].n;

  it("analyzes the tables changed past autovacuum's rule, and only those", async () => {
    await db.exec(`create table "Busy" (id int primary key); create table quiet (id int primary key);
      insert into "Busy" select generate_series(1, 1000); insert into quiet select generate_series(1, 10);`);
    expect(await reltuples("Busy")).toBe(-1); // never analyzed: the planner guesses
    expect((await autovacuumOnce(db)).analyzed).toEqual(['public."Busy"']);
    expect(await reltuples("Busy")).toBe(1000);
    expect(await autovacuumOnce(db)).toEqual({ vacuumed: [], analyzed: [] });
    await db.exec(`insert into "Busy" select generate_series(1001, 1100)`); // 100 < 50 + 10% of 1,000
    expect((await autovacuumOnce(db)).analyzed).toEqual([]);
    await db.exec(`insert into "Busy" select generate_series(1101, 1200)`);
    expect((await autovacuumOnce(db)).analyzed).toEqual(['public."Busy"']);
    expect(await reltuples("Busy")).toBe(1200);
  });

  it("vacuums a table whose updates left dead rows past the rule, so later updates reuse the space", async () => {
    await db.exec(`create table members (id int primary key, seen int not null default 0);
      insert into members (id) select generate_series(1, 2000);`);
    await autovacuumOnce(db);
    const before = await size("members");
    for (let i = 0; i < 3; i++) await db.exec("update members set seen = seen + 1");
    const grown = await size("members");
    expect(grown).toBeGreaterThan(before);
    expect((await autovacuumOnce(db)).vacuumed).toEqual(["public.members"]);
    for (let i = 0; i < 3; i++) await db.exec("update members set seen = seen + 1");
    await autovacuumOnce(db);
    for (let i = 0; i < 3; i++) await db.exec("update members set seen = seen + 1");
    // Without vacuum each round of updates adds a copy of every row; now the freed room is used again.
    expect(await size("members")).toBe(grown);
  });

  it("keeps going on its own until stopped, and a failure does not stop it", async () => {
    await db.exec(`create table later (id int primary key); insert into later select generate_series(1, 500)`);
    const failures: unknown[] = [];
    let calls = 0;
    const flaky = { query: <T>(text: string) => (++calls === 1 ? Promise.reject(new Error("busy")) : db.query<T>(text)) };
    const stop = startAutovacuum(flaky, (err) => failures.push(err), 20);
    await expect.poll(() => reltuples("later"), { timeout: 5000 }).toBe(500);
    await stop();
    expect(failures).toHaveLength(1);
  });
});
