import { eq } from "drizzle-orm";
import { DEACTIVATION_GRACE_MS, DELETE_CONFIRM_MESSAGE, DELETE_CONFIRM_PHRASES, normalizeConfirmPhrase, type deactivateAccountSchema, type reactivateAccountSchema } from "@ulfa/contracts";
import type { z } from "zod";
import { users, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { AppError, badRequest } from "../platform/errors";
import { createSession, destroyAllSessions, dummyPasswordHash, verifyPassword, assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "../auth";
import { stopRenewals, createPaymentProvider } from "../payments";
import { endLinksOf } from "../privacy";
import { assertAnotherAdmin, withAdminsLocked } from "../staff";

export const DEACTIVATED_MESSAGE = "Your account has been deactivated. You can reactivate it within 30 days.";
export const REACTIVATED_MESSAGE = "Welcome back! Your account has been reactivated.";

/**
 * Deactivates the member's account: hidden everywhere (visibility/policy.ts: only present members
 * are seen), off the map, signed out on every device, chaperone and date links ended, and a plan stops renewing (premium already paid for runs
 * out as usual; a member who comes back can switch renewal on again). Data is kept for
 * DEACTIVATION_GRACE_MS, then purged.
 */
export async function deactivateAccount(deps: Deps, user: UserRow, input: z.output<typeof deactivateAccountSchema>): Promise<void> {
  // The phrase of any interface language: the page asks for the one of the language it is shown in.
  const typed = normalizeConfirmPhrase(input.confirmation);
  if (!Object.values(DELETE_CONFIRM_PHRASES).includes(typed as never)) throw badRequest(DELETE_CONFIRM_MESSAGE, "CONFIRMATION_MISMATCH");
  // The site's last admin who can administer may not leave it without one (checked under the admins' lock).
  await withAdminsLocked(deps, async (tx) => {
    await assertAnotherAdmin(deps, tx, user.id);
    await tx.update(users).set({ deactivatedAt: deps.clock.now(), deactivationReason: input.reason, showOnMap: false }).where(eq(users.id, user.id));
  });
  await destroyAllSessions(deps, user.id);
  await endLinksOf(deps.db, user.id, deps.clock.now());
  // A member who leaves is not charged again; the purge retries when the provider is down now.
  await stopRenewals(deps, createPaymentProvider(deps), [user.id]);
}

const invalidCredentials = () => new AppError(401, "INVALID_CREDENTIALS", "Invalid email or password");

/**
 * Reactivates a deactivated account within the grace period and returns a new session. The
 * password is checked before anything about the account's state is revealed.
 */
export async function reactivateAccount(
  deps: Deps,
  input: z.output<typeof reactivateAccountSchema>,
  ip: string,
): Promise<{ token: string; expiresAt: Date }> {
  // The same password oracle as sign-in, so the same login limits.
  await assertLoginAllowed(deps, ip, input.email);
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !user.passwordHash || !ok) {
    await recordLoginFailure(deps, ip, input.email);
    throw invalidCredentials();
  }
  await recordLoginSuccess(deps, input.email);
  if (!user.deactivatedAt) throw badRequest("This account is active. Please sign in.", "ACCOUNT_ACTIVE");
  if (deps.clock.now().getTime() - user.deactivatedAt.getTime() > DEACTIVATION_GRACE_MS) {
    throw new AppError(410, "ACCOUNT_EXPIRED", "Your account deletion period has expired and your data has been permanently removed.");
  }
  if (user.suspendedAt) throw new AppError(403, "ACCOUNT_SUSPENDED", "Your account has been suspended.");
  await deps.db.update(users).set({ deactivatedAt: null, deactivationReason: null }).where(eq(users.id, user.id));
  return createSession(deps, user.id);
}
