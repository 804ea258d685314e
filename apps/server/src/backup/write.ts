import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../platform/db";
import type { MediaStorage } from "../platform/storage";
import { ArchiveWriter, ARCHIVE_FORMAT, ARCHIVE_VERSION, type Manifest } from "./archive";
import { schemaVersion } from "./catalog";
import { dumpSnapshot, type DumpedChunk, type DumpResult } from "./dump";
import { dumpFromCopy } from "./copy-dump";
import { SECRET_FILES } from "./secret-files";

export { SECRET_FILES };

/**
 * Sessions are not backed up: after a restore every member is signed out cleanly and signs in again
 * with their password (a stolen backup then carries no live session, and a restore never depends
 * on the old session secret).
 */
export const TABLES_NOT_BACKED_UP = ["sessions"];

export interface BackupOptions {
  database: Database;
  storage: MediaStorage;
  dataDir: string;
  file: string;
  includeSecrets?: boolean;
  now: Date;
  log?: (line: string) => void;
  /** Rows read so far, then media files copied of how many (the admin card shows it). */
  progress?: (p: { step: "rows" | "media"; done: number; total: number }) => void;
}

export const chunkName = (table: string, index: number) => `db/${table}/${String(index).padStart(6, "0")}.jsonl`;
export const mediaEntryName = (kind: string, name: string) => `media/${kind}/${name}`;

/**
 * The rows of every backed-up table as of one moment, without holding members up. PGlite: a copy
 * of its data directory read in a worker thread (copy-dump.ts); PostgreSQL: one REPEATABLE READ
 * snapshot on a pooled connection of its own (dump.ts), which blocks no one.
 */
export function dumpForBackup(database: Database, onChunk: (chunk: DumpedChunk) => Promise<void>, log?: (line: string) => void): Promise<DumpResult> {
  return database.copyDataDir
    ? dumpFromCopy(database.copyDataDir, { skip: TABLES_NOT_BACKED_UP, log }, onChunk)
    : dumpSnapshot(database.db, { skip: TABLES_NOT_BACKED_UP }, onChunk);
}

/**
 * Writes one archive with the database and the media its rows point at. The rows come from one
 * snapshot; the media are read afterwards from storage (disk or bucket). A storage that fails
 * (bucket down) fails the whole backup: no archive is better than one missing photos silently.
 */
export async function writeBackup(opts: BackupOptions): Promise<Manifest> {
  const log = opts.log ?? (() => {});
  const progress = opts.progress ?? (() => {});
  const writer = await ArchiveWriter.create(opts.file, opts.now);
  try {
    let rows = 0;
    const onChunk = async (chunk: DumpedChunk) => {
      await writer.add(chunkName(chunk.table.name, chunk.index), Buffer.from(`${chunk.lines.join("\n")}\n`));
      rows += chunk.lines.length;
      progress({ step: "rows", done: rows, total: 0 });
    };
    const dump = await dumpForBackup(opts.database, onChunk, log);
    log(`backup: ${Object.values(dump.rows).reduce((a, b) => a + b, 0)} rows from ${dump.tables.length} tables`);
    const missingMedia: string[] = [];
    for (const [i, ref] of dump.media.entries()) {
      progress({ step: "media", done: i, total: dump.media.length });
      const bytes = (await opts.storage.read(ref.kind, ref.name)) ?? (ref.legacyKind ? await opts.storage.read(ref.legacyKind, ref.name) : null);
      if (bytes) await writer.add(mediaEntryName(ref.kind, ref.name), bytes);
      else missingMedia.push(`${ref.kind}/${ref.name}`);
    }
    log(`backup: ${dump.media.length - missingMedia.length} media files`);
    if (opts.includeSecrets) {
      for (const name of SECRET_FILES) {
        const bytes = await readFile(path.join(opts.dataDir, name)).catch(() => null);
        if (bytes) await writer.add(`secrets/${name}`, bytes);
      }
    }
    return await writer.finish({
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: opts.now.toISOString(),
      database: opts.database.kind,
      schema: schemaVersion(),
      tables: dump.tables.map((t) => ({ name: t.name, rows: dump.rows[t.name] })),
      missingMedia,
      secrets: Boolean(opts.includeSecrets),
    });
  } catch (err) {
    await writer.abort();
    throw err;
  }
}
