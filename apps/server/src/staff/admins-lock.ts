import { sql } from "drizzle-orm";
import type { Db } from "../platform/db";
import type { Deps } from "../platform/deps";
import { AppError } from "../platform/errors";
import { activeAdminIds } from "./repo";

/** Any fixed number (not the migrations' one): the advisory lock held by a change that could remove an admin. */
const ADMINS_LOCK_ID = 7_240_311;

/**
 * Runs `change` in one transaction holding the admins' lock. Every change that takes or could take
 * an admin away (a revocation, a demotion, a suspension, a deactivation) and every grant runs here,
 * one at a time across instances: two admins revoking each other at the same moment cannot both pass
 * the last-admin check on what each saw before the other's change, because the second reads after
 * the first committed.
 */
export async function withAdminsLocked<T>(deps: Deps, change: (tx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_ID})`);
    return change(tx);
  });
}

export const lastAdmin = () => new AppError(409, "LAST_ADMIN", "This would leave the site without an admin");

/**
 * Inside withAdminsLocked: refuses when `userId` is an admin who can administer now and no other
 * admin could (ADMIN_EMAILS and granted admins, neither deactivated nor suspended).
 */
export async function assertAnotherAdmin(deps: Deps, tx: Db, userId: number): Promise<void> {
  const admins = await activeAdminIds(tx, [...deps.config.adminEmails]);
  if (admins.includes(userId) && admins.length === 1) throw lastAdmin();
}
