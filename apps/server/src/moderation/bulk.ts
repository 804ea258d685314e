import type { BulkResult } from "@ulfa/contracts";
import { AppError } from "../platform/errors";

/**
 * Runs one list's single action on each id of a bulk call (POST /api/moderation/<list>/bulk), one
 * after the other: each id goes through the very function its own button calls, so the rules (staff,
 * own reports, already handled) and the audit entry are that function's, never a second copy. An id
 * the action refuses (an AppError below 500: gone, already handled, about staff) is skipped with its
 * code and the rest go on; one after the other because each action takes its own locks (the admins'
 * lock of a report) and a batch must not deadlock with itself. Repeated ids count once. Anything
 * else (the database down) ends the call as it would end the single action: what was done stays
 * done and audited.
 */
export async function eachId(ids: readonly number[], act: (id: number) => Promise<unknown>): Promise<BulkResult> {
  const result: BulkResult = { done: [], skipped: [] };
  for (const id of new Set(ids)) {
    try {
      await act(id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      result.skipped.push({ id, code: error.code ?? `HTTP_${error.status}` });
    }
  }
  return result;
}
