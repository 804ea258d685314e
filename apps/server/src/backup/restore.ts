import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../platform/db";
import { Refused } from "./refused";
import { MEDIA_KINDS, type MediaKind, type MediaStorage } from "../platform/storage";
import { ArchiveRefused, openArchive, type Manifest } from "./archive";
import { schemaVersion, tablesInDependencyOrder } from "./catalog";
import { advanceSequences, insertLines, requireEmptyDatabase } from "./load";
import { clearUnfinished, markUnfinished } from "./unfinished";
import { forgetBackupHistory } from "./schedule";

export interface RestoreOptions {
  file: string;
  /** Opened only once the archive has been checked entirely. */
  openTarget: () => Promise<{ database: Database; storage: MediaStorage; dataDir: string; mediaOnDisk: boolean }>;
  force?: boolean;
  log?: (line: string) => void;
}

/** Files already in DATA_DIR's media folders (a DATA_DIR that holds media is not empty). */
async function mediaOnDiskIn(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const kind of MEDIA_KINDS) {
    const names = await readdir(path.join(dataDir, kind)).catch(() => [] as string[]);
    found.push(...names.filter((n) => n !== "variants").map((n) => `${kind}/${n}`));
  }
  return found;
}

/**
 * Restores an archive into an empty database (and media storage). The archive is checked whole
 * first (every entry against its SHA-256) and refused before anything is opened or written; a
 * database with data is refused unless `force`. Rows load in one transaction: a failure leaves the
 * database as empty as it was.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<Manifest> {
  const log = opts.log ?? (() => {});
  const archive = await openArchive(opts.file);
  try {
    const { manifest } = archive;
    const ours = schemaVersion();
    if (manifest.schema.migrations !== ours.migrations || manifest.schema.last !== ours.last) {
      throw new ArchiveRefused(
        `this backup was made by an Ulfa with schema ${manifest.schema.last} (${manifest.schema.migrations} migrations); this one has ${ours.last} (${ours.migrations}). Restore it with the same version, then upgrade.`,
      );
    }
    log(`restore: ${opts.file} checked (${manifest.entries.length} entries, made ${manifest.createdAt})`);
    const target = await opts.openTarget();
    if (target.mediaOnDisk && !opts.force) {
      const present = await mediaOnDiskIn(target.dataDir);
      if (present.length > 0) throw new Refused(`DATA_DIR ${target.dataDir} already holds media (${present.length} files); refusing to overwrite it. Use an empty one, or --force.`);
    }
    const names = archive.names();
    await markUnfinished(target.dataDir, { command: "restore", rerun: `npm run restore -- ${opts.file} --force` });
    await target.database.db.transaction(async (tx) => {
      await requireEmptyDatabase(tx, Boolean(opts.force), "The target database");
      for (const table of manifest.tables) {
        const chunks = names.filter((n) => n.startsWith(`db/${table.name}/`)).sort();
        for (const chunk of chunks) {
          const text = (await archive.read(chunk)).toString("utf8");
          await insertLines(
            tx,
            table.name,
            text.split("\n").filter((line) => line.length > 0),
          );
        }
      }
      await advanceSequences(tx, await tablesInDependencyOrder(tx));
      // The archive carries the old server's backup status; this install has made no backup yet.
      await forgetBackupHistory(tx);
    });
    log(`restore: ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows loaded`);
    let media = 0;
    for (const name of names.filter((n) => n.startsWith("media/"))) {
      const [, kind, file] = name.split("/");
      await target.storage.put(kind as MediaKind, file, await archive.read(name));
      media += 1;
    }
    log(`restore: ${media} media files written`);
    for (const name of names.filter((n) => n.startsWith("secrets/"))) {
      await writeFile(path.join(target.dataDir, name.slice("secrets/".length)), await archive.read(name), { mode: 0o600 });
      log(`restore: secret ${name.slice("secrets/".length)} written to DATA_DIR`);
    }
    await clearUnfinished(target.dataDir);
    return manifest;
  } finally {
    await archive.close();
  }
}
