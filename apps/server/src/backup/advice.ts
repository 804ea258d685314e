import type { EmbeddedDatabaseInUse } from "../platform/embedded-lock";

/** What an operator can do when the embedded database is held by the running server. */
export const embeddedInUseAdvice = (err: EmbeddedDatabaseInUse) =>
  `${err.message}. Stop Ulfa first, or let the running server write the backup: set BACKUP_DIR (scheduled backups), or as an admin POST /api/admin/backups.`;
