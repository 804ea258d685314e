import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../platform/db";

const TAG = "0032_structured_height_education";

/** A migrations folder holding every migration before `TAG`: the database as the release before it left it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-before-0032-"));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  mkdirSync(path.join(dir, "meta"));
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const e of entries) cpSync(path.join(migrationsFolder(), `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

// [typed height, typed education, height_cm before, education_level before]
const MEMBERS: [string | null, string | null, number | null, string | null][] = [
  ["180 cm", "Bachelor's", null, null],
  ["180cm", "Bachelor's degree", null, null],
  ["5'11\"", "MSc", null, null],
  ["5 ft 7 in", "M.Sc.", null, null],
  ["6'", "Ph.D", null, null],
  ["1.75 m", "high school", null, null],
  ["1,68m", "بكالوريوس", null, null],
  ["١٧٥ سم", "ماجستير", null, null],
  ["tall", "Cairo University, engineering", null, null],
  ["999 cm", "Bachelor's in CS", null, null],
  ["170 cm", "Bachelor's", 182, "masters"],
  ["182", "Masters", 182, "masters"],
  ["  ", "", null, null],
  [null, null, 165, "doctorate"],
];

describe("migration 0032: free-text height and education into height_cm and education_level", () => {
  let client: PGlite;
  let before: string;
  let rows: { username: string; height: string | null; education: string | null; height_cm: number | null; education_level: string | null }[];

  beforeAll(async () => {
    before = migrationsBefore(TAG);
    client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    for (const [i, [height, education, cm, level]] of MEMBERS.entries()) {
      await client.query(
        `insert into users (username, name, email, age, gender, height, education, height_cm, education_level) values ($1, 'M', $2, 30, 'female', $3, $4, $5, $6)`,
        [`m${i}`, `m${i}@example.test`, height, education, cm, level],
      );
    }
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const result = await client.query<(typeof rows)[number]>(`select username, height, education, height_cm, education_level from users order by id`);
    rows = result.rows;
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  const member = (i: number) => rows[i];

  it("parses centimetres, metres, feet and inches and Arabic-Indic digits, and clears the parsed text", () => {
    expect(member(0)).toMatchObject({ height_cm: 180, height: null });
    expect(member(1)).toMatchObject({ height_cm: 180, height: null });
    expect(member(2)).toMatchObject({ height_cm: 180, height: null }); // 71 in = 180.3 cm
    expect(member(3)).toMatchObject({ height_cm: 170, height: null }); // 67 in = 170.2 cm
    expect(member(4)).toMatchObject({ height_cm: 183, height: null });
    expect(member(5)).toMatchObject({ height_cm: 175, height: null });
    expect(member(6)).toMatchObject({ height_cm: 168, height: null });
    expect(member(7)).toMatchObject({ height_cm: 175, height: null });
  });

  it("reads degrees in English and Arabic whatever their case, dots and apostrophes", () => {
    expect(rows.slice(0, 8).map((r) => r.education_level)).toEqual(["bachelors", "bachelors", "masters", "masters", "doctorate", "high_school", "bachelors", "masters"]);
    expect(rows.slice(0, 8).every((r) => r.education === null)).toBe(true);
  });

  it("keeps what it cannot parse, or what is out of range, in the old column", () => {
    expect(member(8)).toMatchObject({ height: "tall", height_cm: null, education: "Cairo University, engineering", education_level: null });
    expect(member(9)).toMatchObject({ height: "999 cm", height_cm: null, education: "Bachelor's in CS", education_level: null });
  });

  it("never overwrites a structured value the member set, and keeps the text that disagrees with it", () => {
    expect(member(10)).toMatchObject({ height_cm: 182, height: "170 cm", education_level: "masters", education: "Bachelor's" });
    expect(member(11)).toMatchObject({ height_cm: 182, height: null, education_level: "masters", education: null });
  });

  it("clears blank text and leaves members without any untouched", () => {
    expect(member(12)).toMatchObject({ height: null, education: null, height_cm: null, education_level: null });
    expect(member(13)).toMatchObject({ height: null, education: null, height_cm: 165, education_level: "doctorate" });
  });
});
