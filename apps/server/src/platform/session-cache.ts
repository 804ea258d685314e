import { SESSION_CACHE_TTL_MS } from "@ulfa/contracts";
import { endedIncludes, type EndedSessions } from "./realtime";

/** A session cookie whose signature was checked: the token in it and the session id (its SHA-256). */
export interface SignedSession {
  token: string;
  sessionId: string;
}

/** Bound on remembered sessions (and on remembered cookies); the oldest entries go first. */
const SESSION_CACHE_MAX_ENTRIES = 50_000;

/**
 * Which member a session belongs to, remembered for SESSION_CACHE_TTL_MS so a signed-in request
 * skips the sessions table. Only the session -> member mapping is kept here (the member row has
 * its own cache, platform/member-cache.ts, dropped on every change). Ended sessions are
 * dropped at once on every instance (RealtimeHub.endSessions); a lookup that raced with an ending
 * is not remembered (`generation`).
 */
export class SessionCache {
  private readonly entries = new Map<string, { userId: number; until: number }>();
  private readonly verified = new Map<string, SignedSession>();
  private generation = 0;

  /**
   * The token and session id behind a signed session cookie, or null when its signature is wrong.
   * Valid cookies are remembered (bounded like the sessions), so a signed-in request skips the
   * HMAC check and the SHA-256 of its token; a signature proves the same thing however often it is
   * checked. Invalid ones are not remembered, so forged cookies cannot push real ones out.
   */
  signedSession(cookie: string, verify: (cookie: string) => string | null, hash: (token: string) => string): SignedSession | null {
    const known = this.verified.get(cookie);
    if (known) return known;
    const token = verify(cookie);
    if (token === null) return null;
    const session = { token, sessionId: hash(token) };
    if (this.verified.size >= SESSION_CACHE_MAX_ENTRIES) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(cookie, session);
    return session;
  }

  get(sessionId: string, now: number): number | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > now) return entry.userId;
    this.entries.delete(sessionId);
    return undefined;
  }

  /** Call before reading the session row; pass the result to `set`. */
  mark(): number {
    return this.generation;
  }

  set(mark: number, sessionId: string, userId: number, now: number, sessionExpiresAt: number): void {
    if (mark !== this.generation) return;
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { userId, until: Math.min(now + SESSION_CACHE_TTL_MS, sessionExpiresAt) });
  }

  drop(ended: EndedSessions): void {
    this.generation += 1;
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === ended.userId && endedIncludes(ended, sessionId)) this.entries.delete(sessionId);
    }
  }
}
