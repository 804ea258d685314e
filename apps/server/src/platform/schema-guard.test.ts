import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, type Database } from "./db";
import { NewerSchemaError, readJournal } from "./schema-guard";
import { testDbKind } from "../../test/harness";
import { throwawayDatabase } from "../../test/throwaway-database";

/** This build's migrations less the newest: what the build before the last upgrade shipped. */
function olderBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ulfa-older-build-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(dir, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  return dir;
}

describe(`a downgrade (${testDbKind})`, () => {
  let older: string;
  let where: { dataDir?: string; databaseUrl?: string };
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    older = olderBuild();
    if (testDbKind === "postgres") {
      const target = await throwawayDatabase(process.env.DATABASE_URL!, "ulfa_downgrade");
      where = { databaseUrl: target.url };
      cleanup = target.drop;
    } else {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "ulfa-downgrade-"));
      where = { dataDir };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    // This build migrates the database and records its schema.
    const current = await openDatabase(where);
    await current.close();
  });
  afterAll(async () => {
    rmSync(older, { recursive: true, force: true });
    await cleanup?.();
  });

  it("is refused by the older build, naming both schemas and the way back", async () => {
    const journal = readJournal(migrationsFolder());
    const newest = journal.entries.at(-1)!.tag;
    const olderNewest = journal.entries.at(-2)!.tag;
    const refusal = await openDatabase({ ...where, migrationsFolder: older }).then(
      (db: Database) => db.close().then(() => null),
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(NewerSchemaError);
    const message = (refusal as Error).message;
    expect(message).toContain(`${journal.entries.length} migrations, up to ${newest}`);
    expect(message).toContain(`${journal.entries.length - 1} migrations, up to ${olderNewest}`);
    expect(message).toMatch(/restore the backup taken before the upgrade/);
  });

  it("leaves the database usable by this build (the refused start let go of it)", async () => {
    const again = await openDatabase(where);
    try {
      await again.ping();
    } finally {
      await again.close();
    }
  });
});
