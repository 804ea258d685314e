import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { DEFAULT_PRIVACY, type DeckItem } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { blocks, swipes, users } from "../db/schema";
import { snapToGrid } from "../location/geo";
import { DECK_CACHE_TTL_MS } from "../platform/deck-cache";

// Amman, snapped like every stored location.
const HOME = snapToGrid({ latitude: 31.95, longitude: 35.91 });
const near = (dLat: number) => snapToGrid({ latitude: HOME.latitude + dLat, longitude: HOME.longitude });
const LONDON = snapToGrid({ latitude: 51.5072, longitude: -0.1276 });
const DAY = 86_400_000;

/**
 * The kept deck (platform/deck-cache.ts, discover/kept-deck.ts): a deck asked again soon is served
 * from the kept ranking, and every change that may alter it drops it at once, whoever made it and
 * however (through the API or straight into the database).
 */
describe(`kept decks (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
  });

  const man = (over: Parameters<typeof createMember>[1] = {}) => createMember(t, { gender: "male", interestedIn: "female", ...HOME, ...over });
  const woman = (over: Parameters<typeof createMember>[1] = {}) => createMember(t, { gender: "female", interestedIn: "male", ...over });
  const deckOf = async (m: TestMember, query = "") => {
    const res = await m.request("GET", `/api/discover${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as DeckItem[]).map((i) => i.id);
  };
  const kept = (m: TestMember) => t.app.deps.deckCache.holds(m.id, t.clock.now().getTime());

  it("serves a deck asked again from the kept ranking, with fresh cards, until the TTL", async () => {
    const me = await man();
    const a = await woman({ ...near(0.01), name: "Before" });
    const b = await woman({ ...near(0.02) });
    expect(await deckOf(me)).toEqual([a.id, b.id]);
    expect(kept(me)).toBe(true);
    // Her last activity is written on every signed-in request: it drops nobody's deck.
    await t.app.deps.db.update(users).set({ lastActiveAt: t.clock.now() }).where(eq(users.id, a.id));
    expect(kept(me)).toBe(true);
    expect(await deckOf(me)).toEqual([a.id, b.id]);
    t.clock.advance(DECK_CACHE_TTL_MS);
    expect(kept(me)).toBe(false);
    expect(await deckOf(me)).toEqual([a.id, b.id]);
  });

  it("a card's changes show at once: the kept deck holds the ranking, never a card", async () => {
    const me = await man();
    const a = await woman({ ...near(0.01), name: "Before" });
    await deckOf(me);
    await a.request("PATCH", "/api/user", { name: "After" });
    const res = await me.request("GET", "/api/discover");
    expect((res.json() as DeckItem[])[0]).toMatchObject({ id: a.id, name: "After" });
  });

  it("drops the viewer's deck on their swipe, and a rewind brings the member back", async () => {
    const me = await man({ premiumUntil: new Date(t.clock.now().getTime() + 30 * DAY) });
    const a = await woman({ ...near(0.01) });
    const b = await woman({ ...near(0.02) });
    expect(await deckOf(me)).toEqual([a.id, b.id]);
    expect((await me.request("POST", "/api/likes", { toUserId: a.id, isLike: false })).statusCode).toBe(200);
    expect(kept(me)).toBe(false);
    expect(await deckOf(me)).toEqual([b.id]);
    expect((await me.request("POST", "/api/likes/rewind")).statusCode).toBe(200);
    expect(kept(me)).toBe(false);
    expect(await deckOf(me)).toEqual([a.id, b.id]);
  });

  it("a swipe or block written straight into the database drops the kept deck too", async () => {
    const me = await man();
    const a = await woman({ ...near(0.01) });
    const b = await woman({ ...near(0.02) });
    const c = await woman({ ...near(0.03) });
    expect(await deckOf(me)).toEqual([a.id, b.id, c.id]);
    await t.app.deps.db.insert(swipes).values({ fromUserId: me.id, toUserId: a.id, isLike: false });
    expect(await deckOf(me)).toEqual([b.id, c.id]);
    await t.app.deps.db.insert(blocks).values({ blockerId: b.id, blockedId: me.id });
    expect(await deckOf(me)).toEqual([c.id]);
    await t.app.deps.db.delete(blocks).where(eq(blocks.blockerId, b.id));
    expect(await deckOf(me)).toEqual([b.id, c.id]);
  });

  it("drops both members' decks on a block and on an unblock", async () => {
    const me = await man();
    const a = await woman({ ...near(0.01) });
    const b = await woman({ ...near(0.02) });
    expect(await deckOf(me)).toEqual([a.id, b.id]);
    expect(await deckOf(b)).toEqual([me.id]);
    expect((await b.request("POST", "/api/blocks", { userId: me.id })).statusCode).toBe(201);
    expect([kept(me), kept(b)]).toEqual([false, false]);
    expect(await deckOf(me)).toEqual([a.id]);
    expect(await deckOf(b)).toEqual([]);
    expect((await b.request("DELETE", `/api/blocks/${me.id}`)).statusCode).toBeLessThan(300);
    expect([kept(me), kept(b)]).toEqual([false, false]);
    expect(await deckOf(me)).toEqual([a.id, b.id]);
    expect(await deckOf(b)).toEqual([me.id]);
  });

  it("a member who goes incognito or snoozes leaves kept decks at once, and comes back at once", async () => {
    const me = await man();
    const a = await woman({ ...near(0.01) });
    const b = await woman({ ...near(0.02) });
    expect(await deckOf(me)).toEqual([a.id, b.id]);
    expect((await a.request("PATCH", "/api/user", { privacy: { ...DEFAULT_PRIVACY, incognito: true } })).statusCode).toBe(200);
    expect(await deckOf(me)).toEqual([b.id]);
    expect((await a.request("PATCH", "/api/user", { privacy: { ...DEFAULT_PRIVACY, incognito: false } })).statusCode).toBe(200);
    expect(await deckOf(me)).toEqual([a.id, b.id]);
    expect((await b.request("POST", "/api/account/snooze", { hours: 24 })).statusCode).toBe(200);
    expect(await deckOf(me)).toEqual([a.id]);
  });

  it("an incognito member's like shows her at once to the one she liked", async () => {
    const me = await man();
    const a = await woman({ ...near(0.01), privacy: { ...DEFAULT_PRIVACY, incognito: true } });
    expect(await deckOf(me)).toEqual([]);
    expect((await a.request("POST", "/api/likes", { toUserId: me.id, isLike: true })).statusCode).toBe(200);
    expect(await deckOf(me)).toEqual([a.id]);
  });

  it("a new member nearby, a member who moves or is boosted shows at once", async () => {
    const me = await man();
    const a = await woman({ ...near(0.02) });
    expect(await deckOf(me)).toEqual([a.id]);
    const b = await woman({ ...near(0.01) });
    expect(await deckOf(me)).toEqual([b.id, a.id]);
    await t.app.deps.db.update(users).set(near(0.03)).where(eq(users.id, b.id));
    expect(await deckOf(me)).toEqual([a.id, b.id]);
    await t.app.deps.db.update(users).set({ boostedUntil: new Date(t.clock.now().getTime() + 60_000) }).where(eq(users.id, b.id));
    expect(await deckOf(me)).toEqual([b.id, a.id]);
  });

  it("a boost that ends while the deck is kept ends its place at the top then", async () => {
    const me = await man();
    const close = await woman({ ...near(0.01) });
    const boosted = await woman({ ...near(0.02), boostedUntil: new Date(t.clock.now().getTime() + 3_000) });
    expect(await deckOf(me)).toEqual([boosted.id, close.id]);
    t.clock.advance(2_000);
    expect(kept(me)).toBe(true);
    t.clock.advance(1_500);
    expect(kept(me)).toBe(false);
    expect(await deckOf(me)).toEqual([close.id, boosted.id]);
  });

  it("the viewer's own changes walk afresh: filters, distance, mode and travel", async () => {
    const me = await man();
    const young = await woman({ ...near(0.01), age: 25 });
    const older = await woman({ ...near(0.2), age: 40 });
    const far = await woman({ ...near(0.7), age: 30 }); // ~78 km
    const inLondon = await woman({ ...LONDON, age: 30 });
    expect(await deckOf(me)).toEqual([young.id, older.id]);
    expect((await me.request("PATCH", "/api/preferences", { ageMin: 30, ageMax: 50 })).statusCode).toBe(200);
    expect(await deckOf(me)).toEqual([older.id]);
    expect(await deckOf(me, "?maxDistance=100")).toEqual([older.id, far.id]);
    expect(await deckOf(me, "?globalMatching=true")).toEqual([older.id, far.id, inLondon.id]);
    const until = new Date(t.clock.now().getTime() + 3 * DAY).toISOString();
    expect((await me.request("PUT", "/api/travel", { ...LONDON, city: "London", until })).statusCode).toBe(200);
    expect(await deckOf(me)).toEqual([inLondon.id]);
  });
});
