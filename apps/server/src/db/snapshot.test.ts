import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import { migrationsFolder } from "../platform/db";
import * as schema from "./schema";

/** The newest snapshot in drizzle/meta: what `drizzle-kit generate` compares the schema with. */
function latestSnapshot(): { file: string; snapshot: DrizzleSnapshotJSON } {
  const meta = path.join(migrationsFolder(), "meta");
  const file = readdirSync(meta)
    .filter((name) => /^\d{4}_snapshot\.json$/.test(name))
    .sort()
    .at(-1)!;
  return { file, snapshot: JSON.parse(readFileSync(path.join(meta, file), "utf8")) as DrizzleSnapshotJSON };
}

describe("drizzle-kit's snapshot", () => {
  // A migration written by hand (data moves, triggers, IF NOT EXISTS) leaves drizzle-kit's snapshot
  // behind; the next `drizzle-kit generate` would then repeat its statements in the new migration.
  // Committing the snapshot generate writes keeps the next migration to its own change
  // (docs/architecture.md "How to add a member field").
  it("matches the schema, so the next generated migration holds only its own change", async () => {
    const { file, snapshot } = latestSnapshot();
    const statements = await generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id));
    expect(statements, `drizzle/meta/${file} is behind the schema: run drizzle-kit generate, keep its snapshot, drop the statements the migrations already hold`).toEqual([]);
  });
});
