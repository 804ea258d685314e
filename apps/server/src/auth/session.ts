import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_TTL_MS } from "@ulfa/contracts";
import { sessions, type UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import type { SignedSession } from "../platform/session-cache";
import { AppError, forbidden, unauthorized } from "../platform/errors";
import { existingSessions, memberRows, sessionsWithMembers } from "./session-lookups";

export const SESSION_COOKIE = "ulfa_session";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Creates a server-side session and returns the opaque token for the cookie. */
export async function createSession(deps: Deps, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(deps.clock.now().getTime() + SESSION_TTL_MS);
  await deps.db.insert(sessions).values({ id: sha256(token), userId, expiresAt, createdAt: deps.clock.now() });
  return { token, expiresAt };
}

/**
 * Every way a session ends goes through the three functions below: the rows are deleted, then
 * the ended sessions' sockets are closed (4401) and their cache entries dropped on every instance.
 */
export async function destroySession(deps: Deps, token: string): Promise<void> {
  const [row] = await deps.db.delete(sessions).where(eq(sessions.id, sha256(token))).returning({ id: sessions.id, userId: sessions.userId });
  if (row) await deps.realtime.endSessions({ userId: row.userId, sessionIds: [row.id] });
}

export async function destroyAllSessions(deps: Deps, userId: number): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
  await deps.realtime.endSessions({ userId, allExcept: null });
}

/** Signs the member out everywhere except the session whose cookie token is `keepToken`. */
export async function destroyOtherSessions(deps: Deps, userId: number, keepToken: string | null): Promise<void> {
  const keep = keepToken ? sha256(keepToken) : null;
  await deps.db.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
  await deps.realtime.endSessions({ userId, allExcept: keep });
}

/** Whether a session still exists (asked fresh, never from the cache). */
export async function sessionIsLive(deps: Deps, sessionId: string): Promise<boolean> {
  return (await existingSessions(deps.db).load(sessionId)) === true;
}

/**
 * Whether the session a socket was admitted with is still live now that the socket is registered
 * (RealtimeHub.attach). `mark` is deps.sessionCache.mark(), taken before the session was looked up.
 * Every ending reaches this instance through RealtimeHub.endSessions, which bumps that mark and
 * closes the registered sockets of the ended sessions. So when the mark has not moved, an ending
 * came before the lookup (which then found no session: the cache entry was dropped with it) or
 * comes after the registration (and closes the socket itself); only when some session ended in
 * between is the database asked. A socket connection saves a query: PGlite answers one at a time.
 */
export async function sessionStillLive(deps: Deps, sessionId: string, mark: number): Promise<boolean> {
  return deps.sessionCache.mark() === mark || sessionIsLive(deps, sessionId);
}

/** Creates a session and sets its cookie: the one way a request becomes signed in. */
export async function signIn(reply: FastifyReply, deps: Deps, userId: number): Promise<void> {
  const { token, expiresAt } = await createSession(deps, userId);
  setSessionCookie(reply, deps, token, expiresAt);
}

/**
 * The member behind a session token, both from memory when they can be (the session for a few
 * seconds, the row: memberRow); a session not in memory is read together with its member's row.
 */
export async function userForToken(deps: Deps, token: string, sessionId = sha256(token)): Promise<UserRow | null> {
  const now = deps.clock.now().getTime();
  const userId = deps.sessionCache.get(sessionId, now);
  if (userId !== undefined) return memberRow(deps, userId);
  const sessionMark = deps.sessionCache.mark();
  const memberMark = deps.memberCache.mark();
  const found = await sessionsWithMembers(deps.db).load(sessionId);
  if (!found || found.expiresAt.getTime() <= now) return null;
  deps.sessionCache.set(sessionMark, sessionId, found.user.id, now, found.expiresAt.getTime());
  deps.memberCache.set(memberMark, found.user, now);
  return found.user;
}

/**
 * A member's current row: from memory when the database has announced no change since it was read
 * (platform/member-cache.ts), else read and remembered. Shared: never change it in place.
 */
export async function memberRow(deps: Deps, userId: number): Promise<UserRow | null> {
  const now = deps.clock.now().getTime();
  const cached = deps.memberCache.get(userId, now);
  if (cached) return cached;
  const mark = deps.memberCache.mark();
  const user = await memberRows(deps.db).load(userId);
  if (!user) return null;
  deps.memberCache.set(mark, user, now);
  return user;
}

export function setSessionCookie(reply: FastifyReply, deps: Deps, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: deps.config.appUrl.startsWith("https://"),
    signed: true,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** The session token and id of the request, if its signed cookie is valid (remembered: SessionCache.signedSession). */
export function signedSession(request: FastifyRequest): SignedSession | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  return request.server.deps.sessionCache.signedSession(raw, verifyCookie(request), sha256);
}

const verifyCookie = (request: FastifyRequest) => (raw: string) => {
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
};

/** The raw session token of the request, if its signed cookie is valid. */
export function sessionToken(request: FastifyRequest): string | null {
  return signedSession(request)?.token ?? null;
}

/** Loads the member behind the session cookie; null when signed out. Cached per request. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const session = signedSession(request);
  const user = session ? await userForToken(request.server.deps, session.token, session.sessionId) : null;
  request.sessionUser = user;
  return user;
}

/** preHandler: an active, verified member. Puts the row on `request.user`. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  if (user.deactivatedAt) throw new AppError(403, "ACCOUNT_DEACTIVATED", "Your account is deactivated.");
  if (user.suspendedAt) throw new AppError(403, "ACCOUNT_SUSPENDED", "Your account has been suspended.");
  request.user = user;
}

/** Admins: ADMIN_EMAILS (the first admins) and those granted the role in the admin screen (staff/). */
export function isAdmin(deps: Deps, user: Pick<UserRow, "email" | "id">): boolean {
  return deps.config.adminEmails.has(user.email.toLowerCase()) || deps.staff.roleOf(user.id) === "admin";
}

/** Moderators work the moderation queues only; every admin may too. */
export function isModerator(deps: Deps, user: Pick<UserRow, "email" | "id">): boolean {
  return isAdmin(deps, user) || deps.staff.roleOf(user.id) === "moderator";
}

/** preHandler: 401 anonymous, 403 for members who are not admins. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!isAdmin(request.server.deps, request.user)) throw forbidden("Administrator access required");
}

/** preHandler for the moderation queues: 401 anonymous, 403 for members who are neither moderator nor admin. */
export async function requireModerator(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!isModerator(request.server.deps, request.user)) throw forbidden("Moderator access required");
}

declare module "fastify" {
  interface FastifyRequest {
    sessionUser?: UserRow | null;
    /** Set by requireUser / requireAdmin. */
    user: UserRow;
  }
}
