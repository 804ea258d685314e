import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrationsFolder } from "../platform/db";
import { verifyPassword } from "../auth/passwords";
import { rowsOf, schemaVersion, type Runner } from "../backup/catalog";
import { countRows } from "../backup/dump";
import { testDbKind } from "../../test/harness";
import { throwawayDatabase } from "../../test/throwaway-database";
import { FIXTURE_PASSWORD } from "../../test/fixtures/upgrade/fixture";

const FIXTURE = readFileSync(path.join(import.meta.dirname, "../../test/fixtures/upgrade/v0000.sql"), "utf8");

/** A migrations folder holding only the first migration, as the first release shipped it. */
function firstMigrationOnly(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-first-migration-"));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  mkdirSync(path.join(dir, "meta"));
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  cpSync(path.join(migrationsFolder(), `${journal.entries[0].tag}.sql`), path.join(dir, `${journal.entries[0].tag}.sql`));
  return dir;
}

interface Upgraded {
  db: Runner;
  close(): Promise<void>;
}

/** A database made by the first release with the fixture's data in it, then migrated to this release. */
async function upgradedDatabase(): Promise<Upgraded> {
  const first = firstMigrationOnly();
  try {
    if (testDbKind === "pglite") {
      const { PGlite } = await import("@electric-sql/pglite");
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      const client = new PGlite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: first });
      await client.exec(FIXTURE);
      await migrate(db, { migrationsFolder: migrationsFolder() });
      return { db: db as unknown as Runner, close: () => client.close() };
    }
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const target = await throwawayDatabase(process.env.DATABASE_URL!, "ulfa_upgrade");
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: first });
    await client.query(FIXTURE);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Runner,
      close: async () => {
        await client.end();
        await target.drop();
      },
    };
  } finally {
    rmSync(first, { recursive: true, force: true });
  }
}

describe(`upgrading a database of the first release (${testDbKind})`, () => {
  let upgraded: Upgraded;
  beforeAll(async () => {
    upgraded = await upgradedDatabase();
  });
  afterAll(async () => upgraded?.close());

  it("applies every later migration", async () => {
    const [row] = await rowsOf<{ n: number | string }>(upgraded.db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
    expect(Number(row.n)).toBe(schemaVersion().migrations);
  });

  it("keeps every row of the fixture", async () => {
    expect(await countRows(upgraded.db, ["users", "sessions", "swipes", "matches", "messages", "blocks", "reports", "payments", "verification_requests"])).toEqual({
      users: 5,
      sessions: 1,
      swipes: 5,
      matches: 2,
      messages: 4,
      blocks: 1,
      reports: 1,
      payments: 1,
      verification_requests: 1,
    });
  });

  it("keeps the values: Arabic text, coordinates, JSON, times, and passwords that still sign in", async () => {
    const [layla] = await rowsOf<{ bio: string; latitude: number; interests: string[]; email: string; password_hash: string; created_at: unknown }>(
      upgraded.db,
      sql`select bio, latitude, interests, email, password_hash, created_at from users where username = 'layla'`,
    );
    expect(layla.bio).toBe("أحب القهوة والكتب والمشي في الجبال.");
    expect(layla.latitude).toBeCloseTo(31.95);
    expect(layla.interests).toEqual(["Reading", "Hiking", "Coffee"]);
    expect(new Date(layla.created_at as string).toISOString()).toBe("2026-01-10T09:00:00.000Z");
    expect(await verifyPassword(layla.password_hash, FIXTURE_PASSWORD)).toBe(true);
    const messages = await rowsOf<{ content: string; kind: string }>(upgraded.db, sql`select content, kind from messages where match_id = 1 order by id`);
    expect(messages).toEqual([
      { content: "مرحبا ليلى! كيف حالك؟", kind: "text" },
      { content: "أهلاً عمر، بخير والحمد لله 😊", kind: "text" },
    ]);
  });

  it("hands out new ids after the fixture's", async () => {
    const [row] = await rowsOf<{ id: number }>(
      upgraded.db,
      sql`insert into users (username, name, email, age, gender) values ('newcomer', 'New', 'new@example.test', 30, 'female') returning id`,
    );
    expect(row.id).toBe(6);
  });
});
