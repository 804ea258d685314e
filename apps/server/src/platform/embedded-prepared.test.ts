import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runEmbedded } from "./embedded-prepared";

/**
 * The embedded side of named statements (platform/embedded-prepared.ts): whatever a value holds, it
 * arrives as it would have as a bound parameter, and a statement that cannot be prepared, or whose
 * preparation the database lost, still runs.
 */
describe("named statements on PGlite", () => {
  let client: PGlite;
  const insert = "insert into notes (body, n, f, ok, at) values ($1::text, $2::int, $3::float8, $4::boolean, $5::timestamptz) returning body, n, f, ok, at";

  beforeAll(async () => {
    client = new PGlite();
    await client.exec("create table notes (id serial primary key, body text, n int, f float8, ok boolean, at timestamptz)");
  });
  afterAll(() => client.close());

  it("stores every string as written: quotes, backslashes, a closing parenthesis, other scripts", async () => {
    const bodies = ["it's", "a\\b\\\\c", "\\'; drop table notes; --", "'), (E'x", "مرحبا 👋", "", "line\nbreak\ttab", "E'\\x41'"];
    for (const body of bodies) {
      const [row] = await runEmbedded(client, "test_insert", insert, [body, -7, 1.5, false, "2026-12-04T10:00:00.000Z"]);
      expect(row).toEqual({ body, n: -7, f: 1.5, ok: false, at: new Date("2026-12-04T10:00:00.000Z") });
    }
    expect((await client.query("select count(*)::int as n from notes")).rows).toEqual([{ n: bodies.length }]);
    // Prepared once and executed after: the statement is the database's now.
    expect((await client.query("select name from pg_prepared_statements")).rows).toEqual([{ name: "test_insert" }]);
  });

  it("reads null, true and a large number the way a bound parameter reads them", async () => {
    const [row] = await runEmbedded(client, "test_insert", insert, [null, 2_147_483_647, null, true, null]);
    expect(row).toEqual({ body: null, n: 2_147_483_647, f: null, ok: true, at: null });
  });

  it("refuses what a bound parameter refuses", async () => {
    await expect(runEmbedded(client, "test_insert", insert, ["x", "not a number", 1, true, null])).rejects.toThrow(/invalid input syntax/);
    await expect(runEmbedded(client, "test_insert", insert, ["x", 2 ** 40, 1, true, null])).rejects.toThrow(/out of range/);
  });

  it("sends a value without a literal it trusts (an array, a NUL) as a bound parameter", async () => {
    const text = "select cardinality($1::int[]) as n, $2::text as s";
    expect(await runEmbedded(client, "test_array", text, [[1, 2, 3], "a"])).toEqual([{ n: 3, s: "a" }]);
    await expect(runEmbedded(client, "test_insert", insert, ["a\0b", 1, 1, true, null])).rejects.toThrow();
  });

  it("runs a statement PostgreSQL cannot prepare on its own as text", async () => {
    // $1 has no type until a value is bound: PREPARE refuses it, the query with its value does not.
    expect(await runEmbedded(client, "test_untyped", "select $1 as v", ["x"])).toEqual([{ v: "x" }]);
    expect(await runEmbedded(client, "test_untyped", "select $1 as v", ["y"])).toEqual([{ v: "y" }]);
  });

  it("prepares again when the database lost the statement", async () => {
    await client.exec("deallocate all");
    const [row] = await runEmbedded(client, "test_insert", insert, ["again", 1, 1, true, null]);
    expect(row).toMatchObject({ body: "again" });
  });

  it("runs a statement without parameters", async () => {
    expect(await runEmbedded(client, "test_none", "select 1 as one", [])).toEqual([{ one: 1 }]);
  });
});
