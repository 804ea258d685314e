import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { FREE_DAILY_SWIPES, SWIPE_WINDOW_MS } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { blocks, matches, swipes, users } from "../db/schema";

describe(`likes (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
    vi.restoreAllMocks();
  });

  const like = (from: TestMember, to: { id: number }, isLike = true, isSuperLike = false) =>
    from.request("POST", "/api/likes", { toUserId: to.id, isLike, isSuperLike });
  const premiumUntil = () => new Date(t.clock.now().getTime() + 30 * 86_400_000);

  it("401s anonymous and validates the body", async () => {
    expect((await anonymous(t, "POST", "/api/likes", { toUserId: 1, isLike: true })).statusCode).toBe(401);
    const me = await createMember(t);
    expect((await me.request("POST", "/api/likes", { toUserId: "x", isLike: true })).statusCode).toBe(400);
    expect((await me.request("POST", "/api/likes", { toUserId: 2 })).statusCode).toBe(400);
    expect((await me.request("POST", "/api/likes", { toUserId: 2, isLike: true, fromUserId: 3 })).statusCode).toBe(400);
  });

  it("likes, passes and super likes with the product's messages", async () => {
    const me = await createMember(t);
    const [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
    expect((await like(me, a)).json()).toEqual({ match: false, isSuperLike: false, message: "Like Sent!" });
    expect((await like(me, b, false)).json()).toEqual({ match: false, isSuperLike: false, message: "Passed" });
    expect((await like(me, c, true, true)).json()).toEqual({ match: false, isSuperLike: true, message: "Super Like Sent!" });
  });

  it("swipes only as the signed-in member (A cannot swipe as B)", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const c = await createMember(t);
    await like(a, c);
    const rows = await t.app.deps.db.select().from(swipes);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fromUserId: a.id, toUserId: c.id });
    expect(rows.some((r) => r.fromUserId === b.id)).toBe(false);
  });

  it("refuses self-likes and unknown, blocked or deactivated targets", async () => {
    const me = await createMember(t);
    expect((await like(me, me)).statusCode).toBe(400);
    expect((await like(me, { id: 999999 })).statusCode).toBe(404);
    const gone = await createMember(t, { deactivatedAt: t.clock.now() });
    expect((await like(me, gone)).statusCode).toBe(404);
    const unverified = await createMember(t, { emailVerifiedAt: null });
    expect((await like(me, unverified)).statusCode).toBe(404);
    const blocker = await createMember(t);
    await t.app.deps.db.insert(blocks).values({ blockerId: blocker.id, blockedId: me.id });
    expect((await like(me, blocker)).statusCode).toBe(404);
  });

  it("answers a double swipe with 'Already swiped' and consumes no quota", async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    await like(me, other);
    const before = (await me.request("GET", "/api/swipe-status")).json().swipesRemaining;
    const again = await like(me, other, false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ match: false, isSuperLike: false, message: "Already swiped on this profile" });
    expect((await me.request("GET", "/api/swipe-status")).json().swipesRemaining).toBe(before);
  });

  it("makes a match on a mutual like and tells both members in real time", async () => {
    const send = vi.spyOn(t.app.deps.realtime, "sendToUser");
    const a = await createMember(t, { name: "Amal", gender: "female" });
    const b = await createMember(t, { name: "Badr", gender: "male" });
    expect((await like(a, b)).json().match).toBe(false);
    const res = (await like(b, a)).json();
    expect(res).toMatchObject({ match: true, isSuperLike: false, message: "It's a Match!" });
    const rows = await t.app.deps.db.select().from(matches);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.matchId, userAId: Math.min(a.id, b.id), userBId: Math.max(a.id, b.id) });
    expect(send).toHaveBeenCalledWith(b.id, { type: "match", matchId: res.matchId, user: { id: a.id, name: "Amal", gender: "female", profilePhoto: null } });
    expect(send).toHaveBeenCalledWith(a.id, { type: "match", matchId: res.matchId, user: { id: b.id, name: "Badr", gender: "male", profilePhoto: null } });
  });

  it("matches with a super like in either direction, but never on a pass", async () => {
    const a = await createMember(t, { superLikes: 1 });
    const b = await createMember(t);
    const c = await createMember(t);
    await like(a, b, true, true);
    expect((await like(b, a)).json()).toMatchObject({ match: true });
    await like(c, a);
    expect((await like(a, c, true, true)).json()).toMatchObject({ match: true, isSuperLike: true, message: "It's a Match!" });
    const d = await createMember(t);
    await like(d, a, false);
    expect((await like(a, d)).json().match).toBe(false);
    expect(await t.app.deps.db.select().from(matches)).toHaveLength(2);
  });

  it("creates exactly one match when both like at the same moment", async () => {
    for (let i = 0; i < 5; i++) {
      const a = await createMember(t);
      const b = await createMember(t);
      const [ra, rb] = await Promise.all([like(a, b), like(b, a)]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
      expect([ra.json().match, rb.json().match]).toContain(true);
      const rows = await t.app.deps.db
        .select()
        .from(matches)
        .where(and(eq(matches.userAId, Math.min(a.id, b.id)), eq(matches.userBId, Math.max(a.id, b.id))));
      expect(rows).toHaveLength(1);
    }
  });

  it(`lets free members swipe ${FREE_DAILY_SWIPES} times per rolling 24 h`, async () => {
    const me = await createMember(t);
    const targets = [];
    for (let i = 0; i < FREE_DAILY_SWIPES + 1; i++) targets.push(await createMember(t));
    // The first 49 swipes go straight in, an hour before the rest.
    await t.app.deps.db
      .insert(swipes)
      .values(targets.slice(0, FREE_DAILY_SWIPES - 1).map((x) => ({ fromUserId: me.id, toUserId: x.id, isLike: false, createdAt: t.clock.now() })));
    t.clock.advance(60 * 60 * 1000);
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ canSwipe: true, swipesRemaining: 1, unlimited: false });
    expect((await like(me, targets[FREE_DAILY_SWIPES - 1])).statusCode).toBe(200); // the 50th
    const over = await like(me, targets[FREE_DAILY_SWIPES]);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ code: "DAILY_LIMIT_REACHED", message: "Daily swipe limit reached" });
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ canSwipe: false, swipesRemaining: 0 });
    // 24 h after the first 49, they roll out of the window.
    t.clock.advance(SWIPE_WINDOW_MS - 60 * 60 * 1000 + 1);
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ canSwipe: true, swipesRemaining: FREE_DAILY_SWIPES - 1 });
    expect((await like(me, targets[FREE_DAILY_SWIPES])).statusCode).toBe(200);
  });

  it("gives premium members unlimited swipes", async () => {
    const me = await createMember(t, { premiumUntil: premiumUntil() });
    const targets = [];
    for (let i = 0; i < FREE_DAILY_SWIPES + 1; i++) targets.push(await createMember(t));
    await t.app.deps.db.insert(swipes).values(targets.slice(0, FREE_DAILY_SWIPES).map((x) => ({ fromUserId: me.id, toUserId: x.id, isLike: true, createdAt: t.clock.now() })));
    expect((await like(me, targets[FREE_DAILY_SWIPES])).statusCode).toBe(200);
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ canSwipe: true, unlimited: true, swipesRemaining: -1 });
  });

  it("uses the daily super like first, then the balance, then NO_SUPER_LIKES", async () => {
    const me = await createMember(t, { superLikes: 1 });
    const [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ superLikesRemainingToday: 1, superLikes: 1 });
    expect((await like(me, a, true, true)).statusCode).toBe(200);
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ superLikesRemainingToday: 0, superLikes: 1 });
    expect((await like(me, b, true, true)).statusCode).toBe(200);
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ superLikesRemainingToday: 0, superLikes: 0 });
    const none = await like(me, c, true, true);
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe("NO_SUPER_LIKES");
    expect(await t.app.deps.db.select().from(swipes).where(eq(swipes.toUserId, c.id))).toHaveLength(0);
    t.clock.advance(SWIPE_WINDOW_MS);
    expect((await like(me, c, true, true)).statusCode).toBe(200);
  });

  it("gives premium members five super likes a day", async () => {
    const me = await createMember(t, { premiumUntil: premiumUntil() });
    for (let i = 0; i < 5; i++) expect((await like(me, await createMember(t), true, true)).statusCode).toBe(200);
    expect((await like(me, await createMember(t), true, true)).json().code).toBe("NO_SUPER_LIKES");
  });

  it("shows premium members who liked them; free members see only likes with a comment", async () => {
    const free = await createMember(t);
    const res = await free.request("GET", "/api/likes/received");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);

    const me = await createMember(t, { premiumUntil: premiumUntil(), latitude: 30.045, longitude: 31.235 });
    const fan = await createMember(t, { latitude: 30.055, longitude: 31.235 });
    const superFan = await createMember(t);
    const answered = await createMember(t);
    const passer = await createMember(t);
    const gone = await createMember(t);
    await like(fan, me);
    await like(superFan, me, true, true);
    await like(answered, me);
    await like(me, answered, false);
    await like(passer, me, false);
    await like(gone, me);
    await t.app.deps.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, gone.id));
    const list = (await me.request("GET", "/api/likes/received")).json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([superFan.id, fan.id]);
    expect(list[0].isSuperLike).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/latitude|email/);
  });

  it("rewinds the last swipe for premium members unless it made a match", async () => {
    const free = await createMember(t);
    expect((await free.request("POST", "/api/likes/rewind")).json().code).toBe("PREMIUM_REQUIRED");

    const me = await createMember(t, { premiumUntil: premiumUntil() });
    expect((await me.request("POST", "/api/likes/rewind")).json()).toEqual({ rewound: null });
    const a = await createMember(t, { name: "Passed One" });
    await like(me, a, false);
    const res = await me.request("POST", "/api/likes/rewind");
    expect(res.statusCode).toBe(200);
    expect(res.json().rewound).toMatchObject({ id: a.id, name: "Passed One" });
    expect(await t.app.deps.db.select().from(swipes).where(eq(swipes.fromUserId, me.id))).toHaveLength(0);
    // After rewinding, the member can be swiped again.
    expect((await like(me, a)).json().message).toBe("Like Sent!");

    const b = await createMember(t);
    await like(b, me);
    expect((await like(me, b)).json().match).toBe(true);
    expect((await me.request("POST", "/api/likes/rewind")).json()).toEqual({ rewound: null });
    expect(await t.app.deps.db.select().from(matches)).toHaveLength(1);
  });

  it("rewinding a super like paid from the balance refunds it; one from the daily allowance does not", async () => {
    const me = await createMember(t, { premiumUntil: premiumUntil(), superLikes: 2 });
    const status = async () => (await me.request("GET", "/api/swipe-status")).json();
    const { superLikesRemainingToday: daily } = await status();
    const targets = [];
    for (let i = 0; i < daily; i++) targets.push(await createMember(t));
    for (const target of targets) expect((await like(me, target, true, true)).json().isSuperLike).toBe(true);
    expect(await status()).toMatchObject({ superLikesRemainingToday: 0, superLikes: 2 });

    // Today's allowance is spent: this one comes from the balance, and a rewind gives it back.
    const paid = await createMember(t);
    expect((await like(me, paid, true, true)).json().isSuperLike).toBe(true);
    expect((await status()).superLikes).toBe(1);
    expect((await me.request("POST", "/api/likes/rewind")).json().rewound).toMatchObject({ id: paid.id });
    expect(await status()).toMatchObject({ superLikesRemainingToday: 0, superLikes: 2 });

    // The last allowance super like rewound: the allowance frees up, the balance stays.
    const [lastTarget] = await t.app.deps.db
      .select({ to: swipes.toUserId })
      .from(swipes)
      .where(eq(swipes.fromUserId, me.id))
      .orderBy(sql`${swipes.createdAt} desc, ${swipes.id} desc`)
      .limit(1);
    expect((await me.request("POST", "/api/likes/rewind")).json().rewound).toMatchObject({ id: lastTarget.to });
    expect(await status()).toMatchObject({ superLikesRemainingToday: 1, superLikes: 2 });
  });
});
