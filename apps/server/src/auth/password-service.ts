import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { badRequest } from "../platform/errors";
import { hashPassword, verifyPassword } from "./passwords";
import { consumeToken, findLiveTokenByHash, invalidateEmailTokens, updateUserRow } from "./repo";
import { destroyAllSessions, destroyOtherSessions } from "./session";
import { hashSecret } from "./secrets";
import { AUTH_MESSAGES } from "./service";
import { queueResetLink } from "./reset-link-job";
import { liftLoginLock } from "./login-limits";

/**
 * Same answer, and the same work, whether or not the account exists: the request only queues the
 * lookup, and the job queue mails a link to real accounts (reset-link-job.ts).
 */
export async function forgotPassword(deps: Deps, email: string): Promise<{ message: string }> {
  await queueResetLink(deps, { email, reason: "forgot" });
  return { message: AUTH_MESSAGES.resetRequested };
}

/** Sets the new password from a reset link and signs the member out everywhere. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<{ message: string }> {
  const row = await findLiveTokenByHash(deps, hashSecret(deps, token));
  if (!row || row.purpose !== "password_reset") throw badRequest(AUTH_MESSAGES.badResetLink, "INVALID_TOKEN");
  const passwordHash = await hashPassword(password);
  if (!(await consumeToken(deps, row.id))) throw badRequest(AUTH_MESSAGES.badResetLink, "INVALID_TOKEN");
  const user = await updateUserRow(deps, row.userId, { passwordHash });
  // The link reached the mailbox, which proves the address as well as a verification code would.
  if (!user.emailVerifiedAt) await updateUserRow(deps, user.id, { emailVerifiedAt: deps.clock.now() });
  await invalidateEmailTokens(deps, user.id, "password_reset");
  await destroyAllSessions(deps, user.id);
  await liftLoginLock(deps, user.email);
  return { message: AUTH_MESSAGES.passwordReset };
}

/** Changes the password of the signed-in member; every other session of theirs ends. */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  currentSessionToken: string | null,
): Promise<{ message: string }> {
  if (!user.passwordHash) throw badRequest(AUTH_MESSAGES.noPassword, "INVALID_CREDENTIALS");
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest(AUTH_MESSAGES.wrongPassword, "INVALID_CREDENTIALS");
  await updateUserRow(deps, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await invalidateEmailTokens(deps, user.id, "password_reset");
  await destroyOtherSessions(deps, user.id, currentSessionToken);
  return { message: AUTH_MESSAGES.passwordChanged };
}
