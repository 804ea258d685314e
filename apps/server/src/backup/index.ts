/** What other folders use of backup/: they import it from here, never an inner file (apps/web/src/app/boundaries.test.ts). */
export { embeddedInUseAdvice } from "./advice";
export { backupThroughServer, serverTakesBackups } from "./control-client";
export { controlSocketPath, startControlSocket } from "./control-socket";
export { registerBackupMetrics } from "./metrics";
export { moveDatabase } from "./move";
export { restoreBackup } from "./restore";
export { backupJob } from "./schedule";
export { clearUnfinished, markUnfinished, RecoveryUnfinished, refuseUnfinishedRecovery, withoutPassword } from "./unfinished";
export { writeBackup } from "./write";
