import { AUDIT_RETENTION_MS } from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import type { PeriodicJob } from "../platform/jobs/types";
import { auditEntries, deleteAuditBefore, insertAudit } from "./repo";

/** Records one admin or moderator action: who (`actorId`), what, on whom, now. */
export async function audit(deps: Deps, actorId: number, action: string, targetUserId?: number | null, detail?: unknown): Promise<void> {
  await insertAudit(deps.db, { actorId, action, targetUserId, detail, at: deps.clock.now() });
}

export async function auditPageOf(deps: Deps, before: number | undefined, limit: number) {
  const rows = await auditEntries(deps.db, { before }, limit);
  return { entries: rows.map((r) => ({ ...r, at: r.at.toISOString(), detail: r.detail ?? null })) };
}

/** The audit log is kept a year: long enough for any dispute, not a history of everything forever. */
export async function pruneAuditLog(deps: Deps): Promise<number> {
  return deleteAuditBefore(deps.db, new Date(deps.clock.now().getTime() - AUDIT_RETENTION_MS));
}

export const auditRetentionJob: PeriodicJob<Deps> = {
  name: "audit-log-retention",
  everyMs: 24 * 60 * 60 * 1000,
  run: async (deps) => void (await pruneAuditLog(deps)),
};
