import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { BackupStatus } from "@ulfa/contracts";
import { settings, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { PeriodicJob } from "../platform/jobs/types";
import { mediaStorage } from "../photos/storage";
import { writeBackup } from "./write";
import { audit } from "../staff/audit";

/** How the last scheduled backups went, in the settings table so every instance reads the same. */
interface StoredStatus {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  failures: number;
}

const STATUS_KEY = "backup.status";
const EMPTY: StoredStatus = { lastSuccessAt: null, lastFailureAt: null, lastError: null, failures: 0 };
/** Scheduled archives are named by their time, so they sort oldest first and prune by name. */
const ARCHIVE_PATTERN = /^ulfa-\d{8}T\d{6}Z\.tar$/;
/**
 * The job ticks this often and backs up when the last success is older than BACKUP_INTERVAL_HOURS:
 * a backup that failed (bucket down) is tried again within this time, not a whole interval later.
 */
export const BACKUP_RETRY_MS = 15 * 60_000;

export const archiveName = (now: Date) => `ulfa-${now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}.tar`;
/** The time in an archive's name, back as an ISO string. */
const timeOfName = (name: string) => name.replace(/^ulfa-(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z\.tar$/, "$1-$2-$3T$4:$5:$6.000Z");

export async function readStatus(deps: Pick<Deps, "db">): Promise<StoredStatus> {
  const [row] = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, STATUS_KEY));
  return row ? { ...EMPTY, ...(JSON.parse(row.value) as Partial<StoredStatus>) } : EMPTY;
}

async function saveStatus(deps: Deps, status: StoredStatus): Promise<void> {
  const value = JSON.stringify(status);
  await deps.db.insert(settings).values({ key: STATUS_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Deletes scheduled archives beyond the newest `keep` (files of other names are left alone). */
async function prune(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir)).filter((n) => ARCHIVE_PATTERN.test(n)).sort();
  await Promise.all(names.slice(0, Math.max(0, names.length - keep)).map((n) => rm(path.join(dir, n), { force: true })));
}

/**
 * Writes one backup into BACKUP_DIR now and records how it went. A failure (the bucket down, the
 * disk full) is recorded, counted, logged as an error and thrown: the scheduler tries again later.
 */
export async function backupNow(deps: Deps): Promise<string> {
  const config = deps.config.backup;
  if (!config) throw new Error("BACKUP_DIR is not set");
  const now = deps.clock.now();
  const status = await readStatus(deps);
  try {
    await mkdir(config.dir, { recursive: true });
    const file = path.join(config.dir, archiveName(now));
    const manifest = await writeBackup({ database: deps.database, storage: mediaStorage(deps.config), dataDir: deps.config.dataDir, file, now });
    await prune(config.dir, config.keep);
    await saveStatus(deps, { ...status, lastSuccessAt: now.toISOString(), lastError: null });
    deps.log.info({ file, entries: manifest.entries.length, missingMedia: manifest.missingMedia.length }, "backup written");
    return path.basename(file);
  } catch (err) {
    await saveStatus(deps, { ...status, lastFailureAt: now.toISOString(), lastError: (err as Error).message, failures: status.failures + 1 });
    deps.log.error({ err }, "backup failed");
    throw err;
  }
}

/**
 * POST /api/admin/backups: an admin asks for a backup now. An archive holds every member's data, so
 * who asked is in the audit log, with the archive's name or why it failed.
 */
export async function backupNowFor(deps: Deps, actor: UserRow): Promise<void> {
  try {
    const archive = await backupNow(deps);
    await audit(deps, actor.id, "backup.create", null, { archive });
  } catch (err) {
    await audit(deps, actor.id, "backup.create", null, { failed: (err as Error).message });
    throw err;
  }
}

/** Scheduled backups: once across instances per tick (scheduler.ts), when one is due. */
export const backupJob: PeriodicJob<Deps> = {
  name: "backup",
  everyMs: BACKUP_RETRY_MS,
  async run(deps) {
    const config = deps.config.backup;
    if (!config) return;
    const { lastSuccessAt } = await readStatus(deps);
    if (lastSuccessAt && deps.clock.now().getTime() - Date.parse(lastSuccessAt) < config.everyMs - BACKUP_RETRY_MS) return;
    await backupNow(deps);
  },
};

/** What the admin screen shows. */
export async function backupStatus(deps: Deps): Promise<BackupStatus> {
  const config = deps.config.backup;
  const status = await readStatus(deps);
  const names = config ? (await readdir(config.dir).catch(() => [] as string[])).filter((n) => ARCHIVE_PATTERN.test(n)).sort().reverse() : [];
  const archives = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(config!.dir, name));
      return { name, bytes: info.size, createdAt: timeOfName(name) };
    }),
  );
  return {
    enabled: Boolean(config),
    everyHours: config ? config.everyMs / 3_600_000 : 0,
    keep: config?.keep ?? 0,
    ...status,
    archives,
  };
}
