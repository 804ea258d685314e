import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { isStoredName, MEDIA_KINDS, type MediaStorage } from "./media-storage";

export interface MigrationReport {
  copied: number;
  skipped: number;
  ignored: string[];
}

/**
 * Copies the media of a single-box install (DATA_DIR/photos, DATA_DIR/verifications) into another
 * storage under the same names, so stored URLs keep working. Safe to run again: objects already
 * there are skipped; files Ulfa never wrote (wrong names) are reported, not copied.
 */
export async function migrateMedia(dataDir: string, target: MediaStorage, log: (line: string) => void = () => {}): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, ignored: [] };
  for (const kind of MEDIA_KINDS) {
    const dir = path.join(dataDir, kind);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!isStoredName(name)) {
        report.ignored.push(path.join(kind, name));
        continue;
      }
      if (await target.exists(kind, name)) {
        report.skipped += 1;
        continue;
      }
      await target.put(kind, name, await readFile(path.join(dir, name)));
      report.copied += 1;
      log(`copied ${kind}/${name}`);
    }
  }
  return report;
}
