import { DEACTIVATION_GRACE_MS, DEFAULT_LANGUAGE, defaultAgeRange, VERIFICATION_MAX_ATTEMPTS, VERIFICATION_TTL_MS, type LoginInput, type RegisterInput } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { queueMail } from "../platform/mail-queue";
import { AppError, badRequest, conflict } from "../platform/errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import {
  consumeToken,
  findLiveTokenByCode,
  findLiveTokenByHash,
  findUserByEmail,
  findUserById,
  insertEmailToken,
  insertUser,
  invalidateEmailTokens,
  isUniqueViolation,
  recordWrongCode,
  updateUserRow,
  usernameTaken,
} from "./repo";
import { changeEmailMail, emailChangedNoticeMail, verificationMail, verifyEmailLink } from "./mails";
import { generateCode, generateLinkToken, hashSecret } from "./secrets";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "./login-limits";
import { checkMinimumAge, mailSite } from "../site";
import { checkSuspension } from "../staff";
import { admitNewMember, giveBackInvite, markPendingIfApproval } from "../trust";
import { usernameFromName } from "./username";

export const AUTH_MESSAGES = {
  registered: "Registration successful! We sent a verification code to your email.",
  emailTaken: "An account with this email already exists",
  usernameTaken: "This username is taken",
  verified: "Email verified successfully!",
  badCode: "Invalid or expired verification code. Please check the code from your email and try again.",
  badLink: "The verification link is invalid or has expired.",
  verificationSent: "Verification email sent",
  welcome: "Welcome back!",
  badCredentials: "Invalid email or password",
  notVerified: "Please check your inbox and click the verification link before signing in.",
  deactivated: "Your account is deactivated. Please contact support or try the reactivation page.",
  expired: "Your account deletion period has expired and your data has been permanently removed.",
  suspended: "Your account has been suspended. Please contact support.",
  loggedOut: "Logged out successfully",
  resetRequested: "If an account exists for that email, we've sent a link to reset the password.",
  badResetLink: "The reset link is invalid or has expired. Please request a new one.",
  passwordReset: "Your password has been reset. You can now sign in with the new password.",
  wrongPassword: "Your current password is incorrect",
  noPassword: "Your account has no password yet. Use \"Forgot password\" to set one first.",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  sameEmail: "This is already your email address",
  changeEmailSent: "We sent a confirmation code to your new email address.",
  emailChanged: "Your email address has been changed.",
} as const;

/** Issues a fresh code + link for `purpose`, replacing earlier unused ones. */
async function issueCode(deps: Deps, userId: number, purpose: "verify_email" | "change_email", newEmail?: string) {
  const code = generateCode();
  const token = generateLinkToken();
  await invalidateEmailTokens(deps, userId, purpose);
  await insertEmailToken(deps, {
    userId,
    purpose,
    codeHash: hashSecret(deps, code),
    tokenHash: hashSecret(deps, token),
    newEmail,
    expiresAt: new Date(deps.clock.now().getTime() + VERIFICATION_TTL_MS),
  });
  return { code, link: verifyEmailLink(deps.config.appUrl, token) };
}

async function sendVerification(deps: Deps, user: Pick<UserRow, "id" | "email" | "language" | "digits">): Promise<void> {
  const { code, link } = await issueCode(deps, user.id, "verify_email");
  await queueMail(deps, verificationMail(await mailSite(deps, user.language), user.email, code, link, user.language, user.digits));
}

export async function register(deps: Deps, input: RegisterInput): Promise<{ email: string; message: string }> {
  await checkMinimumAge(deps, input.age);
  if (await findUserByEmail(deps, input.email)) throw conflict(AUTH_MESSAGES.emailTaken, "EMAIL_TAKEN");
  if (input.username !== undefined && (await usernameTaken(deps, input.username))) throw conflict(AUTH_MESSAGES.usernameTaken, "USERNAME_TAKEN");
  // Admission (docs/trust-and-safety.md): an invite site takes one use of a valid code first.
  const invite = await admitNewMember(deps, input.inviteCode, input.language ?? DEFAULT_LANGUAGE);
  let user: UserRow;
  try {
    user = await insertUser(deps, {
      username: input.username ?? (await usernameFromName(deps, input.name)),
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      // Without a typed age the member gives a date of birth during onboarding: 0 until then.
      age: input.age ?? 0,
      // The deck's age range starts around the member's own age (issue 33).
      ...(input.age !== undefined ? defaultAgeRange(input.age) : {}),
      gender: input.gender ?? "other",
      interestedIn: input.interestedIn ?? "both",
      language: input.language ?? DEFAULT_LANGUAGE,
      createdAt: deps.clock.now(),
    });
  } catch (err) {
    await giveBackInvite(deps, invite);
    // Two registrations racing past the checks above: the unique indexes decide.
    if (isUniqueViolation(err, "users_email_unique")) throw conflict(AUTH_MESSAGES.emailTaken, "EMAIL_TAKEN");
    if (isUniqueViolation(err, "users_username_unique")) throw conflict(AUTH_MESSAGES.usernameTaken, "USERNAME_TAKEN");
    throw err;
  }
  await markPendingIfApproval(deps, user);
  await sendVerification(deps, user);
  return { email: user.email, message: AUTH_MESSAGES.registered };
}

/** Same answer whether or not the account exists or is already verified (no enumeration). */
export async function resendVerification(deps: Deps, email: string): Promise<{ message: string }> {
  const user = await findUserByEmail(deps, email);
  if (user && !user.emailVerifiedAt && !user.deactivatedAt) await sendVerification(deps, user);
  return { message: AUTH_MESSAGES.verificationSent };
}

function invalidCode(): AppError {
  return badRequest(AUTH_MESSAGES.badCode, "INVALID_CODE");
}

/** The typed code (POST). Returns the member and whether the account may be signed in now. */
export async function verifyEmailWithCode(deps: Deps, email: string, code: string): Promise<{ user: UserRow; canSignIn: boolean }> {
  const user = await findUserByEmail(deps, email);
  if (!user) throw invalidCode();
  const row = await findLiveTokenByCode(deps, user.id, "verify_email", hashSecret(deps, code));
  if (!row) {
    await recordWrongCode(deps, user.id, "verify_email", VERIFICATION_MAX_ATTEMPTS);
    throw invalidCode();
  }
  if (!(await consumeToken(deps, row.id))) throw invalidCode();
  return markVerified(deps, user);
}

async function markVerified(deps: Deps, user: UserRow) {
  await invalidateEmailTokens(deps, user.id, "verify_email");
  const updated = user.emailVerifiedAt ? user : await updateUserRow(deps, user.id, { emailVerifiedAt: deps.clock.now() });
  return { user: updated, canSignIn: !updated.deactivatedAt && !updated.suspendedAt };
}

export type LinkResult =
  | { kind: "verified"; user: UserRow; canSignIn: boolean; message: string }
  | { kind: "email_changed"; user: UserRow; message: string };

/**
 * The e-mailed link (GET /api/auth/verify-email?token=). The same page serves both the sign-up
 * verification and the confirmation of a new address, so one link format covers both.
 */
export async function verifyEmailWithLink(deps: Deps, token: string): Promise<LinkResult> {
  const row = await findLiveTokenByHash(deps, hashSecret(deps, token));
  if (!row || (row.purpose !== "verify_email" && row.purpose !== "change_email")) throw badRequest(AUTH_MESSAGES.badLink, "INVALID_TOKEN");
  const user = await findUserById(deps, row.userId);
  if (!user) throw badRequest(AUTH_MESSAGES.badLink, "INVALID_TOKEN");
  if (row.purpose === "change_email" && row.newEmail) await assertEmailFree(deps, row.newEmail, user.id);
  if (!(await consumeToken(deps, row.id))) throw badRequest(AUTH_MESSAGES.badLink, "INVALID_TOKEN");
  if (row.purpose === "change_email") {
    const updated = await applyEmailChange(deps, user, row.newEmail);
    return { kind: "email_changed", user: updated, message: AUTH_MESSAGES.emailChanged };
  }
  const result = await markVerified(deps, user);
  return { kind: "verified", ...result, message: AUTH_MESSAGES.verified };
}

/**
 * Checks credentials, then account state. The password is checked first, against a dummy hash when
 * there is no account, so nothing about an account is revealed to someone without its password.
 * Failed attempts count towards the login limits (login-limits.ts).
 */
export async function login(deps: Deps, input: LoginInput, ip: string): Promise<UserRow> {
  await assertLoginAllowed(deps, ip, input.email);
  const user = await findUserByEmail(deps, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !user.passwordHash || !ok) {
    await recordLoginFailure(deps, ip, input.email);
    throw new AppError(401, "INVALID_CREDENTIALS", AUTH_MESSAGES.badCredentials);
  }
  await recordLoginSuccess(deps, input.email);
  const current = await checkSuspension(deps, user);
  assertMaySignIn(deps, current);
  if (!current.emailVerifiedAt) throw new AppError(403, "EMAIL_NOT_VERIFIED", AUTH_MESSAGES.notVerified);
  return current;
}

/** Account states that block signing in, whatever the method (password or Google). */
export function assertMaySignIn(deps: Deps, user: UserRow): void {
  if (user.deactivatedAt) {
    const graceEnds = user.deactivatedAt.getTime() + DEACTIVATION_GRACE_MS;
    if (graceEnds < deps.clock.now().getTime()) throw new AppError(410, "ACCOUNT_EXPIRED", AUTH_MESSAGES.expired);
    throw new AppError(403, "ACCOUNT_DEACTIVATED", AUTH_MESSAGES.deactivated);
  }
  if (user.suspendedAt) throw new AppError(403, "ACCOUNT_SUSPENDED", AUTH_MESSAGES.suspended);
}

export async function requestEmailChange(deps: Deps, user: UserRow, newEmail: string, password: string): Promise<{ message: string }> {
  if (!user.passwordHash) throw badRequest(AUTH_MESSAGES.noPassword, "INVALID_CREDENTIALS");
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(AUTH_MESSAGES.wrongPassword, "INVALID_CREDENTIALS");
  if (newEmail === user.email) throw badRequest(AUTH_MESSAGES.sameEmail, "SAME_EMAIL");
  if (await findUserByEmail(deps, newEmail)) throw conflict(AUTH_MESSAGES.emailTaken, "EMAIL_TAKEN");
  const { code, link } = await issueCode(deps, user.id, "change_email", newEmail);
  await queueMail(deps, changeEmailMail(await mailSite(deps, user.language), newEmail, code, link, user.language, user.digits));
  return { message: AUTH_MESSAGES.changeEmailSent };
}

export async function confirmEmailChange(deps: Deps, user: UserRow, code: string): Promise<{ email: string; message: string }> {
  const row = await findLiveTokenByCode(deps, user.id, "change_email", hashSecret(deps, code));
  if (!row || !row.newEmail) {
    await recordWrongCode(deps, user.id, "change_email", VERIFICATION_MAX_ATTEMPTS);
    throw invalidCode();
  }
  // Checked before spending the code, so a member can retry after the other account frees the address.
  await assertEmailFree(deps, row.newEmail, user.id);
  if (!(await consumeToken(deps, row.id))) throw invalidCode();
  const updated = await applyEmailChange(deps, user, row.newEmail);
  return { email: updated.email, message: AUTH_MESSAGES.emailChanged };
}

async function assertEmailFree(deps: Deps, email: string, userId: number): Promise<void> {
  const owner = await findUserByEmail(deps, email);
  if (owner && owner.id !== userId) throw conflict(AUTH_MESSAGES.emailTaken, "EMAIL_TAKEN");
}

async function applyEmailChange(deps: Deps, user: UserRow, newEmail: string | null): Promise<UserRow> {
  if (!newEmail) throw badRequest(AUTH_MESSAGES.badLink, "INVALID_TOKEN");
  await assertEmailFree(deps, newEmail, user.id);
  let updated: UserRow;
  try {
    updated = await updateUserRow(deps, user.id, { email: newEmail, emailVerifiedAt: deps.clock.now() });
  } catch (err) {
    if (isUniqueViolation(err, "users_email_unique")) throw conflict(AUTH_MESSAGES.emailTaken, "EMAIL_TAKEN");
    throw err;
  }
  await invalidateEmailTokens(deps, user.id, "change_email");
  if (user.email !== newEmail) await queueMail(deps, emailChangedNoticeMail(await mailSite(deps, user.language), user.email, newEmail, user.language));
  return updated;
}
