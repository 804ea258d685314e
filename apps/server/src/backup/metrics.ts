import { Counter, Gauge, type Registry } from "prom-client";
import type { Deps } from "../platform/deps";
import { readStatus } from "./schedule";

/**
 * Backup metrics, read from the recorded status at each scrape so every instance reports the same
 * (whichever ran the backup): alert when the last success is older than a day and a half, or when
 * the failure counter grows.
 */
export function registerBackupMetrics(registry: Registry, deps: () => Deps): void {
  new Gauge({
    name: "ulfa_backup_last_success_timestamp_seconds",
    help: "When the last scheduled backup succeeded (Unix time; 0 before the first).",
    registers: [registry],
    async collect() {
      const { lastSuccessAt } = await readStatus(deps());
      this.set(lastSuccessAt ? Date.parse(lastSuccessAt) / 1000 : 0);
    },
  });
  new Counter({
    name: "ulfa_backup_failures_total",
    help: "Scheduled backups that failed (bucket down, disk full...).",
    registers: [registry],
    async collect() {
      const { failures } = await readStatus(deps());
      this.reset();
      if (failures > 0) this.inc(failures);
    },
  });
}
