import {
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_IP_WINDOW_MS,
  LOGIN_LOCK_BASE_MS,
  LOGIN_LOCK_MAX_MS,
  LOGIN_LOCK_MEMORY_MS,
} from "@ulfa/contracts";
import type { Deps } from "../platform/deps";
import { tooManyRequests } from "../platform/errors";
import { queueResetLink } from "./reset-link-job";

// Limits against password spraying (docs/security.md "Login limits"), besides the route's
// per-IP+e-mail rate limit: failed sign-ins are counted per IP across accounts and per account
// across IPs. Keys use the typed e-mail whether or not an account has it, so a limit never tells
// whether an account exists.

const ipKey = (ip: string) => `login:ip:${ip}`;
const failuresKey = (email: string) => `login:fail:${email}`;
const lockKey = (email: string) => `login:lock:${email}`;
const levelKey = (email: string) => `login:level:${email}`;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

const ipLimited = (ttlMs: number) =>
  tooManyRequests(
    `Too many failed sign-in attempts from your network. Please try again in ${minutes(ttlMs)} minute(s).`,
    "RATE_LIMITED",
    ttlMs,
  );

const accountLocked = (ttlMs: number) =>
  tooManyRequests(
    `Too many wrong passwords for this account, so signing in is paused for ${minutes(ttlMs)} minute(s). ` +
      "If the account exists, its owner has been e-mailed a link to choose a new password.",
    "LOGIN_LOCKED",
    ttlMs,
  );

/** Before the password is checked (and hashed): refuses a limited IP or a locked account. */
export async function assertLoginAllowed(deps: Deps, ip: string, email: string): Promise<void> {
  const fromIp = await deps.attempts.peek(ipKey(ip));
  // The admin screen's setting (site rules, within LOGIN_IP_MAX_FAILURES_RANGE).
  const { failedSignInsPerAddress } = (await deps.site.settings()).rules;
  if (fromIp.count >= failedSignInsPerAddress) throw ipLimited(fromIp.ttlMs);
  const lock = await deps.attempts.peek(lockKey(email));
  if (lock.count > 0) throw accountLocked(lock.ttlMs);
}

/**
 * Counts a wrong password. The failure that reaches LOGIN_ACCOUNT_MAX_FAILURES locks the account:
 * 1 minute the first time, doubling for each further lock within a day, never above 15 minutes,
 * so an attacker can slow a member down but not shut them out; the one notice mail per lock
 * carries a reset link, and a reset lifts the lock at once. Throws the 429 when this failure
 * locked the account; otherwise the caller answers its usual 401.
 */
export async function recordLoginFailure(deps: Deps, ip: string, email: string): Promise<void> {
  await deps.attempts.hit(ipKey(ip), LOGIN_IP_WINDOW_MS);
  const { count } = await deps.attempts.hit(failuresKey(email), LOGIN_ACCOUNT_WINDOW_MS);
  if (count < LOGIN_ACCOUNT_MAX_FAILURES) return;
  if (count > LOGIN_ACCOUNT_MAX_FAILURES) throw accountLocked(LOGIN_LOCK_BASE_MS);
  const level = (await deps.attempts.hit(levelKey(email), LOGIN_LOCK_MEMORY_MS)).count;
  const lockMs = Math.min(LOGIN_LOCK_BASE_MS * 2 ** (level - 1), LOGIN_LOCK_MAX_MS);
  await deps.attempts.set(lockKey(email), 1, lockMs);
  await deps.attempts.clear(failuresKey(email));
  await queueResetLink(deps, { email, reason: "locked", lockedForMs: lockMs });
  throw accountLocked(lockMs);
}

/** A successful sign-in starts the account's failure count afresh. */
export async function recordLoginSuccess(deps: Deps, email: string): Promise<void> {
  await deps.attempts.clear(failuresKey(email));
}

/** A new password (reset link) ends the lock and its history: the owner is back in. */
export async function liftLoginLock(deps: Deps, email: string): Promise<void> {
  await deps.attempts.clear(failuresKey(email), lockKey(email), levelKey(email));
}
