import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Runner } from "./catalog";
import type { BackupStatus } from "@ulfa/contracts";
import { settings, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { PeriodicJob } from "../platform/jobs/types";
import { writeBackup, type BackupOptions } from "./write";
import { audit } from "../staff";

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
/** Archives an admin asked for: kept apart, so they never push a scheduled one out (nor the reverse). */
const MANUAL_PATTERN = /^ulfa-manual-\d{8}T\d{6}Z\.tar$/;
/** ArchiveWriter's temporary name (archive.ts): `.<archive>.<pid>.<random>.partial`. */
const PARTIAL_PATTERN = /^\.ulfa-.*\.partial$/;
/**
 * A partial file untouched this long is a backup's that died (a live one writes all the time); a
 * fresher one may be another instance's backup in progress in a shared BACKUP_DIR.
 */
export const PARTIAL_STALE_MS = 10 * 60_000;
/**
 * The job ticks this often and backs up when the last success is older than BACKUP_INTERVAL_HOURS:
 * a backup that failed (bucket down) is tried again within this time, not a whole interval later.
 */
export const BACKUP_RETRY_MS = 15 * 60_000;

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
export const archiveName = (now: Date, manual = false) => `ulfa-${manual ? "manual-" : ""}${stamp(now)}.tar`;
/** The time in an archive's name, back as an ISO string. */
const timeOfName = (name: string) => name.replace(/^ulfa-(?:manual-)?(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z\.tar$/, "$1-$2-$3T$4:$5:$6.000Z");

export async function readStatus(deps: Pick<Deps, "db">): Promise<StoredStatus> {
  const [row] = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, STATUS_KEY));
  return row ? { ...EMPTY, ...(JSON.parse(row.value) as Partial<StoredStatus>) } : EMPTY;
}

async function saveStatus(deps: Deps, status: StoredStatus): Promise<void> {
  const value = JSON.stringify(status);
  await deps.db.insert(settings).values({ key: STATUS_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/**
 * What a restored install knows of backups: nothing. The archive holds the old server's status
 * ("last backup 00:55") and its claimed periods; kept, the new install would look backed up and
 * wait up to an interval for its first backup. Without them it backs up within a tick of starting.
 */
export async function forgetBackupHistory(db: Runner): Promise<void> {
  await db.execute(sql`delete from settings where key = ${STATUS_KEY}`);
  await db.execute(sql`delete from periodic_runs where name = ${backupJob.name}`);
}

/** Deletes archives of one kind beyond its newest `keep` (files of other names are left alone). */
async function prune(dir: string, keep: number, pattern: RegExp): Promise<void> {
  const names = (await readdir(dir)).filter((n) => pattern.test(n)).sort();
  await Promise.all(names.slice(0, Math.max(0, names.length - keep)).map((n) => rm(path.join(dir, n), { force: true })));
}

/**
 * Removes what a backup killed half-way left (its hidden partial file; a backup that fails while
 * the process lives removes its own) and records it as a failed backup, so the admin screen and
 * the failure counter show it. Runs on every tick of the backup job, the first one at start.
 */
export async function sweepPartials(deps: Deps): Promise<string[]> {
  const config = deps.config.backup;
  if (!config) return [];
  const names = (await readdir(config.dir).catch(() => [] as string[])).filter((n) => PARTIAL_PATTERN.test(n));
  const now = deps.clock.now();
  const stale: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(config.dir, name)).catch(() => null);
    // File times are the machine's, not the app's clock.
    if (info && Date.now() - info.mtimeMs >= PARTIAL_STALE_MS) stale.push(name);
  }
  if (stale.length === 0) return [];
  await Promise.all(stale.map((n) => rm(path.join(config.dir, n), { force: true })));
  const status = await readStatus(deps);
  const error = `a backup did not finish (the process stopped while writing it); its partial file ${stale.join(", ")} was removed`;
  await saveStatus(deps, { ...status, lastFailureAt: now.toISOString(), lastError: error, failures: status.failures + stale.length });
  deps.log.error({ partial: stale }, "backup did not finish; partial file removed");
  return stale;
}

/**
 * Writes one backup into BACKUP_DIR now and records how it went. A failure (the bucket down, the
 * disk full) is recorded, counted, logged as an error and thrown: the scheduler tries again later.
 */
export async function backupNow(deps: Deps, opts: { manual?: boolean; progress?: BackupOptions["progress"] } = {}): Promise<string> {
  const config = deps.config.backup;
  if (!config) throw new Error("BACKUP_DIR is not set");
  await sweepPartials(deps);
  const now = deps.clock.now();
  const status = await readStatus(deps);
  try {
    await mkdir(config.dir, { recursive: true });
    const file = path.join(config.dir, archiveName(now, opts.manual));
    const manifest = await writeBackup({ database: deps.database, storage: deps.storage, dataDir: deps.config.dataDir, file, now, progress: opts.progress, log: (line) => deps.log.info(line) });
    await prune(config.dir, config.keep, opts.manual ? MANUAL_PATTERN : ARCHIVE_PATTERN);
    await saveStatus(deps, { ...status, lastSuccessAt: now.toISOString(), lastError: null });
    deps.log.info({ file, entries: manifest.entries.length, missingMedia: manifest.missingMedia.length }, "backup written");
    return path.basename(file);
  } catch (err) {
    await saveStatus(deps, { ...status, lastFailureAt: now.toISOString(), lastError: (err as Error).message, failures: status.failures + 1 });
    deps.log.error({ err }, "backup failed");
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
    await sweepPartials(deps);
    const { lastSuccessAt } = await readStatus(deps);
    if (lastSuccessAt && deps.clock.now().getTime() - Date.parse(lastSuccessAt) < config.everyMs - BACKUP_RETRY_MS) return;
    await backupNow(deps);
  },
};

type Running = NonNullable<BackupStatus["running"]>;
/** The manual backup each app (deps) is writing, with its progress; one at a time per instance. */
const manualRuns = new WeakMap<Deps, { progress: Running; done: Promise<void> }>();

/**
 * Starts a backup an admin asked for and returns at once: an archive of a big site takes minutes,
 * longer than a proxy waits for an answer (504 while the archive was still written). The card
 * asks for the status and shows the progress; the outcome is recorded like a scheduled one's.
 */
export function startManualBackup(deps: Deps, actor: UserRow): boolean {
  if (manualRuns.has(deps)) return false;
  const progress: Running = { startedAt: deps.clock.now().toISOString(), step: "rows", done: 0, total: 0 };
  // An admin's backup exports every member's data: the audit log names who asked and what came of it.
  const done = backupNow(deps, { manual: true, progress: (p) => Object.assign(progress, p) })
    .then(
      (archive) => audit(deps, actor.id, "backup.create", null, { archive }),
      (err: Error) => audit(deps, actor.id, "backup.create", null, { failed: err.message }), // the failure itself is recorded and logged by backupNow
    )
    .catch((err: unknown) => deps.log.error({ err }, "backup audit entry failed"))
    .finally(() => manualRuns.delete(deps));
  manualRuns.set(deps, { progress, done });
  return true;
}

/** Resolves once the manual backup in progress (if any) is over (tests, shutdown). */
export const manualBackupDone = (deps: Deps): Promise<void> => manualRuns.get(deps)?.done ?? Promise.resolve();

/** The file of a kept archive, or null for any other name (no path ever comes from the caller). */
export function archivePath(deps: Deps, name: string): string | null {
  const config = deps.config.backup;
  if (!config || !(ARCHIVE_PATTERN.test(name) || MANUAL_PATTERN.test(name))) return null;
  return path.join(config.dir, name);
}

/** What the admin screen shows. */
export async function backupStatus(deps: Deps): Promise<BackupStatus> {
  const config = deps.config.backup;
  const status = await readStatus(deps);
  const names = config ? (await readdir(config.dir).catch(() => [] as string[])).filter((n) => ARCHIVE_PATTERN.test(n) || MANUAL_PATTERN.test(n)) : [];
  const archives = (
    await Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(config!.dir, name));
        return { name, bytes: info.size, createdAt: timeOfName(name), manual: MANUAL_PATTERN.test(name) };
      }),
    )
  ).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.name.localeCompare(b.name));
  return {
    enabled: Boolean(config),
    everyHours: config ? config.everyMs / 3_600_000 : 0,
    keep: config?.keep ?? 0,
    ...status,
    archives,
    running: manualRuns.has(deps) ? { ...manualRuns.get(deps)!.progress } : null,
  };
}
