import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { blocks, matches, sessions, users } from "../db/schema";
import { partnerIds } from "../matches";
import { createSession, sessionStillLive, sha256, userForToken } from "./session";

/** The connect path's lookups, asked together by a burst of sockets, answer each caller as alone. */
describe(`batched session, member and partner lookups (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("cold sessions looked up together each get their own member; ended and expired ones get none", async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => createMember(t)));
    const tokens = await Promise.all(members.map(async (m) => (await createSession(t.app.deps, m.id)).token));
    const { db } = t.app.deps;
    await db.delete(sessions).where(eq(sessions.id, sha256(tokens[2])));
    await db.update(sessions).set({ expiresAt: t.clock.now() }).where(eq(sessions.id, sha256(tokens[3])));
    const found = await Promise.all([...tokens, tokens[0]].map((token) => userForToken(t.app.deps, token)));
    expect(found.map((user) => user?.id ?? null)).toEqual([members[0].id, members[1].id, null, null, members[0].id]);
  });

  it("partners asked together: each member's own, active and not blocked either way", async () => {
    const [a, b, c, d, gone, alone] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createMember(t)));
    const { db } = t.app.deps;
    const pair = (x: number, y: number) => ({ userAId: Math.min(x, y), userBId: Math.max(x, y) });
    await db.insert(matches).values([pair(a.id, b.id), pair(a.id, c.id), pair(b.id, d.id), pair(a.id, gone.id)]);
    await db.insert(blocks).values({ blockerId: c.id, blockedId: a.id });
    await db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, gone.id));
    const lists = await Promise.all([a, b, c, d, alone].map((m) => partnerIds(db, m.id)));
    expect(lists.map((ids) => [...ids].sort((x, y) => x - y))).toEqual([[b.id], [a.id, d.id].sort((x, y) => x - y), [], [b.id], []]);
  });

  it("a registered socket's session is trusted while no session ended here, asked again once one did", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const { deps } = t.app;
    const { token } = await createSession(deps, member.id);
    const sessionId = sha256(token);
    let mark = deps.sessionCache.mark();
    // Removed behind the hub's back (nothing ends sessions that way): no ending was heard, none is assumed.
    await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
    expect(await sessionStillLive(deps, sessionId, mark)).toBe(true);
    await deps.realtime.endSessions({ userId: other.id, allExcept: null });
    expect(await sessionStillLive(deps, sessionId, mark)).toBe(false);

    const live = sha256((await createSession(deps, member.id)).token);
    mark = deps.sessionCache.mark();
    await deps.realtime.endSessions({ userId: other.id, allExcept: null });
    expect(await sessionStillLive(deps, live, mark)).toBe(true);
    mark = deps.sessionCache.mark();
    await deps.db.delete(sessions).where(eq(sessions.id, live));
    await deps.realtime.endSessions({ userId: member.id, sessionIds: [live] });
    expect(await sessionStillLive(deps, live, mark)).toBe(false);
  });
});
