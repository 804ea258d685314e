import { readFileSync } from "node:fs";
import path from "node:path";

/** The part of drizzle's migrations journal (drizzle/meta/_journal.json) the guard reads. */
export interface Journal {
  entries: { tag: string; when: number }[];
}

export function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}

/** Runs one statement on the connection that migrates (PGlite's client or node-postgres' client both answer `{ rows }`). */
export type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Raised when the database was migrated by a newer Ulfa than this one: main.ts prints it and exits. */
export class NewerSchemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NewerSchemaError";
  }
}

function describeBuild(journal: Journal): string {
  const last = journal.entries.at(-1);
  return `${journal.entries.length} migrations, up to ${last?.tag ?? "none"}`;
}

/**
 * Refuses to start a build older than the schema in the database. Drizzle applies only the
 * migrations newer than the newest one recorded, so an older build would otherwise start without a
 * word on a schema it does not know: rules the newer schema added (a private photo's visibility,
 * say) would be ignored. drizzle.__drizzle_migrations records every migration applied, dated by
 * its journal entry; one dated after this build's newest is a migration this build does not have.
 */
export async function refuseNewerSchema(query: RawQuery, journal: Journal): Promise<void> {
  const [{ present }] = (await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present")).rows as { present: boolean }[];
  if (!present) return;
  const newestKnown = journal.entries.reduce((max, e) => Math.max(max, e.when), 0);
  const known = new Set(journal.entries.map((e) => e.when));
  const applied = (await query("select created_at::text as at from drizzle.__drizzle_migrations")).rows.map((r) => Number(r.at));
  const unknown = applied.filter((at) => !known.has(at) && at > newestKnown);
  if (unknown.length === 0) return;
  const recorded = await recordedVersion(query);
  const database = recorded
    ? `${recorded.migrations} migrations, up to ${recorded.lastTag}`
    : `${applied.length} migrations, the newest dated ${new Date(Math.max(...unknown)).toISOString()}`;
  throw new NewerSchemaError(
    `This database was upgraded by a newer Ulfa (its schema: ${database}); this build knows only ${describeBuild(journal)}. ` +
      "An older build would ignore what the newer schema added, so it does not start. " +
      "Start the newer version again, or, to go back, restore the backup taken before the upgrade with this version (npm run restore -- <archive>; docs/operating.md, Rolling back).",
  );
}

async function recordedVersion(query: RawQuery): Promise<{ migrations: number; lastTag: string } | null> {
  const [{ present }] = (await query("select to_regclass('drizzle.ulfa_schema') is not null as present")).rows as { present: boolean }[];
  if (!present) return null;
  const [row] = (await query("select migrations, last_tag from drizzle.ulfa_schema where id = 1")).rows as { migrations: number; last_tag: string }[];
  return row ? { migrations: Number(row.migrations), lastTag: row.last_tag } : null;
}

/**
 * Writes the schema this build left the database at, by name, so that an older build's refusal can
 * name it (drizzle's own table keeps only hashes and dates). It lives beside drizzle's table, not in
 * public: backups and moves copy public's tables, and each server records its own version.
 */
export async function recordSchemaVersion(query: RawQuery, journal: Journal): Promise<void> {
  await query("create table if not exists drizzle.ulfa_schema (id integer primary key, migrations integer not null, last_tag text not null, recorded_at timestamptz not null default now())");
  await query(
    `insert into drizzle.ulfa_schema (id, migrations, last_tag) values (1, $1, $2)
     on conflict (id) do update set migrations = excluded.migrations, last_tag = excluded.last_tag, recorded_at = now()
     where drizzle.ulfa_schema.migrations <= excluded.migrations`,
    [journal.entries.length, journal.entries.at(-1)?.tag ?? ""],
  );
}
