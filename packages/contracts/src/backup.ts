import { z } from "zod";
import { text } from "./text";

/** One archive kept in BACKUP_DIR. */
export const backupArchiveSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** Asked for by an admin: kept apart from the scheduled ones (BACKUP_KEEP of each). */
  manual: z.boolean(),
});

/**
 * GET /api/admin/backups (admins): whether scheduled backups are on (BACKUP_DIR), how the last ones
 * went (kept in the database, so every instance answers the same), and the archives kept.
 */
export const backupStatusSchema = z.object({
  enabled: z.boolean(),
  /** Hours between backups (BACKUP_INTERVAL_HOURS). */
  everyHours: z.number(),
  /** How many archives are kept (BACKUP_KEEP); older ones are deleted. */
  keep: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** Why the last failed backup failed (e.g. the bucket did not answer); null once one succeeds after it. */
  lastError: z.string().nullable(),
  /** Failed backups since the install's first one. */
  failures: z.number().int(),
  archives: z.array(backupArchiveSchema),
  /**
   * A backup an admin asked for, still being written by the instance that answers (null when none):
   * rows read so far, then media files copied of how many.
   */
  running: z
    .object({
      startedAt: z.string(),
      step: z.enum(["rows", "media"]),
      done: z.number().int(),
      /** Media files to copy; 0 while the rows are read (their count is not known ahead). */
      total: z.number().int(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** An archive's name, as the listing gives it (never a path). */
export const backupNameParamsSchema = z.object({ name: text().max(64) });
