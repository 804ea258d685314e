import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { BOOST_DURATION_MS, DECK_LIMIT, type DeckItem } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { blocks, swipes, users } from "../db/schema";
import { haversineKm, snapToGrid, type LatLng } from "../location/geo";

// Cairo, snapped like every stored location.
const HOME = snapToGrid({ latitude: 30.0444, longitude: 31.2357 });
const near = (dLat: number) => snapToGrid({ latitude: HOME.latitude + dLat, longitude: HOME.longitude });

describe(`discover (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test builds its own little world.
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
  });

  const viewer = (over: Parameters<typeof createMember>[1] = {}) =>
    createMember(t, { gender: "male", interestedIn: "female", ...HOME, ...over });
  const deckOf = async (m: TestMember, query = "") => {
    const res = await m.request("GET", `/api/discover${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as DeckItem[];
  };

  it("401s anonymous calls", async () => {
    for (const url of ["/api/discover", "/api/discover/smart", "/api/swipe-status", "/api/preferences", "/api/surprise-match"]) {
      expect((await anonymous(t, "GET", url)).statusCode).toBe(401);
    }
    expect((await anonymous(t, "POST", "/api/analyze-compatibility", { targetUserId: 1 })).statusCode).toBe(401);
  });

  it("shows nearby members closest first, never self, coordinates or e-mail", async () => {
    const me = await viewer();
    const far = await createMember(t, { ...near(0.3) }); // ~33 km
    const close = await createMember(t, { ...near(0.05) }); // ~6 km
    await createMember(t, { ...near(1.5) }); // ~167 km: outside 50 km
    const items = await deckOf(me);
    expect(items.map((i) => i.id)).toEqual([close.id, far.id]);
    expect(items[0].distance).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(items[0].distance)).toBe(true);
    const raw = JSON.stringify(items);
    expect(raw).not.toMatch(/latitude|longitude|email|passwordHash|superLikes/);
    expect(items.some((i) => i.id === me.id)).toBe(false);
  });

  it("honours maxDistance, and worldwide mode includes far members and those without location", async () => {
    const me = await viewer();
    const close = await createMember(t, { ...near(0.05) });
    const far = await createMember(t, { ...near(0.3) });
    const nowhere = await createMember(t, {});
    expect((await deckOf(me, "?maxDistance=10")).map((i) => i.id)).toEqual([close.id]);
    const world = await deckOf(me, "?globalMatching=true");
    expect(world.map((i) => i.id)).toEqual([close.id, far.id, nowhere.id]);
    expect(world[2].distance).toBeNull();
    // The saved preference applies when the query does not say.
    expect((await me.request("PATCH", "/api/preferences", { globalMatching: true })).json()).toMatchObject({ globalMatching: true });
    expect((await me.request("GET", "/api/preferences")).json()).toMatchObject({ globalMatching: true });
    expect((await deckOf(me)).length).toBe(3);
    expect((await deckOf(me, "?globalMatching=false")).length).toBe(2);
  });

  it("worldwide: closest first nearby, then farther members most recently active first", async () => {
    const me = await viewer();
    const now = t.clock.now().getTime();
    const close = await createMember(t, { ...near(0.05), lastActiveAt: new Date(now - 86_400_000) });
    const far = await createMember(t, { ...near(8), lastActiveAt: new Date(now - 3_600_000) }); // ~890 km
    const farther = await createMember(t, { ...near(20), lastActiveAt: new Date(now - 60_000) }); // ~2200 km
    const idle = await createMember(t, { ...near(4) }); // ~445 km, never active
    const nowhere = await createMember(t, { lastActiveAt: new Date(now - 7_200_000) });
    const boosted = await createMember(t, { ...near(30), boostedUntil: new Date(now + 60_000) });
    const world = await deckOf(me, "?globalMatching=true");
    expect(world.map((i) => i.id)).toEqual([boosted.id, close.id, farther.id, far.id, nowhere.id, idle.id]);
    expect(world.find((i) => i.id === far.id)?.distance).toBeGreaterThan(800);
  });

  /** Many women at once (no password hashing): enough to fill a deck. */
  const crowd = async (places: LatLng[]) =>
    (
      await t.app.deps.db
        .insert(users)
        .values(
          places.map((p, i) => ({
            username: `crowd${i}_${p.latitude}_${p.longitude}`,
            name: `Crowd ${i}`,
            email: `crowd${i}_${p.latitude}_${p.longitude}@example.test`,
            age: 30,
            gender: "female" as const,
            emailVerifiedAt: t.clock.now(),
            ...p,
          })),
        )
        .returning({ id: users.id })
    ).map((r) => r.id);

  it("ranks by true distance where degrees mislead, even when the nearest-first walk fills the deck", async () => {
    // Oslo: a degree of longitude is half a degree of latitude. The crowd 7 km north is nearer in
    // degrees than the member 6 km east, and fills a whole deck; the east member still comes first.
    const oslo = snapToGrid({ latitude: 59.91, longitude: 10.75 });
    const me = await viewer(oslo);
    const north = snapToGrid({ latitude: oslo.latitude + 0.063, longitude: oslo.longitude });
    const east = snapToGrid({ latitude: oslo.latitude, longitude: oslo.longitude + 0.108 });
    expect(haversineKm(oslo, east)).toBeLessThan(haversineKm(oslo, north));
    const crowdIds = await crowd(Array.from({ length: DECK_LIMIT }, () => north));
    const [eastId] = await crowd([east]);
    const items = await deckOf(me);
    expect(items.length).toBe(DECK_LIMIT);
    expect(items[0].id).toBe(eastId);
    expect(items.slice(1).map((i) => i.id)).toEqual(crowdIds.slice(0, DECK_LIMIT - 1));
  });

  it("ranks exactly like a brute-force sort over a scattered crowd the viewer has half swiped", async () => {
    // Oslo again, where degrees mislead most: the walk, then the strips around the walked square.
    const oslo = snapToGrid({ latitude: 59.91, longitude: 10.75 });
    const me = await viewer(oslo);
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) - 0.5;
    const places: LatLng[] = [];
    const taken = new Map<string, string>(); // km rounded -> cell: distinct cells at equal km would tie on rounding
    while (places.length < 400) {
      const p = snapToGrid({ latitude: oslo.latitude + random() * 0.9, longitude: oslo.longitude + random() * 1.8 });
      const cell = `${p.latitude},${p.longitude}`;
      const km = haversineKm(oslo, p).toFixed(6);
      if (taken.has(km) && taken.get(km) !== cell) continue;
      taken.set(km, cell);
      places.push(p);
    }
    const ids = await crowd(places);
    const byKm = ids
      .map((id, i) => ({ id, km: haversineKm(oslo, places[i]) }))
      .filter((c) => c.km <= 50)
      .sort((a, b) => a.km - b.km || a.id - b.id);
    const swiped = byKm.filter((_, i) => i % 3 !== 2).slice(0, 150).map((c) => c.id);
    await t.app.deps.db.insert(swipes).values(swiped.map((toUserId) => ({ fromUserId: me.id, toUserId, isLike: true })));
    const expected = byKm.filter((c) => !swiped.includes(c.id)).slice(0, DECK_LIMIT).map((c) => c.id);
    expect(expected.length).toBe(DECK_LIMIT);
    expect((await deckOf(me)).map((i) => i.id)).toEqual(expected);
  });

  it("finds members across the antimeridian", async () => {
    const fiji = snapToGrid({ latitude: -17, longitude: 179.995 });
    const me = await viewer(fiji);
    const [across] = await crowd([snapToGrid({ latitude: -17, longitude: -179.995 })]); // ~1 km east
    const [west] = await crowd([snapToGrid({ latitude: -17, longitude: 179.9 })]); // ~10 km west
    expect((await deckOf(me)).map((i) => i.id)).toEqual([across, west]);
    const [farAcross] = await crowd(Array.from({ length: DECK_LIMIT }, () => snapToGrid({ latitude: -17, longitude: -179.8 }))); // ~20 km
    const full = await deckOf(me);
    expect(full.slice(0, 3).map((i) => i.id)).toEqual([across, west, farAcross]);
  });

  it("a heavy swiper gets the closest members they have not swiped yet", async () => {
    const me = await viewer();
    const ids = await crowd(Array.from({ length: DECK_LIMIT + 20 }, (_, i) => near(0.005 * (i + 1)))); // up to ~39 km
    const swiped = ids.slice(0, DECK_LIMIT);
    await t.app.deps.db.insert(swipes).values(swiped.map((toUserId) => ({ fromUserId: me.id, toUserId, isLike: false })));
    expect((await deckOf(me)).map((i) => i.id)).toEqual(ids.slice(DECK_LIMIT));
    expect((await deckOf(me, "?globalMatching=true")).map((i) => i.id)).toEqual(ids.slice(DECK_LIMIT));
  });

  it("fills a whole deck past nearer members who are not onboarded yet (age 0)", async () => {
    const me = await viewer();
    const ids = await crowd(Array.from({ length: DECK_LIMIT + 10 }, (_, i) => near(0.005 * (i + 1))));
    const notOnboarded = ids.slice(0, 10);
    await t.app.deps.db.execute(sql`update users set age = 0 where id = any(${sql.param(notOnboarded)}::int[])`);
    expect((await deckOf(me)).map((i) => i.id)).toEqual(ids.slice(10));
    expect((await deckOf(me, "?globalMatching=true")).map((i) => i.id)).toEqual(ids.slice(10));
  });

  it("rounds the distance of a member in the same grid cell up to 1 km", async () => {
    const me = await viewer();
    await createMember(t, { ...HOME });
    expect((await deckOf(me))[0].distance).toBe(1);
  });

  it("filters genders both ways", async () => {
    const me = await viewer(); // man looking for women
    const woman = await createMember(t, { gender: "female", interestedIn: "male", ...near(0.01) });
    await createMember(t, { gender: "male", interestedIn: "both", ...near(0.01) });
    await createMember(t, { gender: "female", interestedIn: "female", ...near(0.01) }); // not into men
    const openWoman = await createMember(t, { gender: "female", interestedIn: "both", ...near(0.02) });
    expect((await deckOf(me)).map((i) => i.id)).toEqual([woman.id, openWoman.id]);
  });

  it("hides blocked (either way), deactivated, suspended, unverified and already swiped members", async () => {
    const me = await viewer();
    const ok = await createMember(t, { ...near(0.01) });
    const blockedByMe = await createMember(t, { ...near(0.01) });
    const blockedMe = await createMember(t, { ...near(0.01) });
    await createMember(t, { ...near(0.01), deactivatedAt: t.clock.now() });
    await createMember(t, { ...near(0.01), suspendedAt: t.clock.now() });
    await createMember(t, { ...near(0.01), emailVerifiedAt: null });
    const swiped = await createMember(t, { ...near(0.01) });
    await t.app.deps.db.insert(blocks).values([
      { blockerId: me.id, blockedId: blockedByMe.id },
      { blockerId: blockedMe.id, blockedId: me.id },
    ]);
    await t.app.deps.db.insert(swipes).values({ fromUserId: me.id, toUserId: swiped.id, isLike: false });
    expect((await deckOf(me, "?globalMatching=true")).map((i) => i.id)).toEqual([ok.id]);
  });

  it("ranks boosted members first while the boost lasts", async () => {
    const me = await viewer();
    const close = await createMember(t, { ...near(0.01) });
    const boosted = await createMember(t, { ...near(0.2), boosts: 1 });
    expect((await boosted.request("POST", "/api/premium/boost", {})).statusCode).toBe(200);
    const items = await deckOf(me);
    expect(items.map((i) => i.id)).toEqual([boosted.id, close.id]);
    expect(items[0].isBoosted).toBe(true);
    t.clock.advance(BOOST_DURATION_MS + 1000);
    expect((await deckOf(me)).map((i) => i.id)).toEqual([close.id, boosted.id]);
  });

  it("boosted members within the distance lead, across the antimeridian too; those beyond it are in no deck within it", async () => {
    const fiji = snapToGrid({ latitude: -17, longitude: 179.995 });
    const me = await viewer(fiji);
    const boost = { boostedUntil: new Date(t.clock.now().getTime() + 60_000) };
    const [close] = await crowd([snapToGrid({ latitude: -17, longitude: 179.99 })]);
    const across = await createMember(t, { ...snapToGrid({ latitude: -17, longitude: -179.8 }), ...boost }); // ~20 km east
    const west = await createMember(t, { ...snapToGrid({ latitude: -17, longitude: 179.9 }), ...boost }); // ~10 km west
    const beyond = await createMember(t, { ...snapToGrid({ latitude: -17, longitude: -179 }), ...boost }); // ~100 km east
    expect((await deckOf(me)).map((i) => [i.id, i.isBoosted])).toEqual([[west.id, true], [across.id, true], [close, false]]);
    expect((await deckOf(me, "?maxDistance=15")).map((i) => i.id)).toEqual([west.id, close]);
    expect((await deckOf(me, "?globalMatching=true")).map((i) => i.id)).toEqual([west.id, across.id, beyond.id, close]);
  });

  it("smart mode ranks by compatibility and includes the score", async () => {
    const me = await viewer({ interests: ["Travel", "Music"], coreValues: ["Family"], relationshipGoals: "serious" });
    const stranger = await createMember(t, { ...near(0.01), interests: ["Gaming"], relationshipGoals: "casual", age: 60 });
    const soulmate = await createMember(t, { ...near(0.2), interests: ["travel", "music"], coreValues: ["family"], relationshipGoals: "serious" });
    const res = await me.request("GET", "/api/discover/smart");
    expect(res.statusCode).toBe(200);
    const items = res.json() as DeckItem[];
    expect(items.map((i) => i.id)).toEqual([soulmate.id, stranger.id]);
    expect(items[0].compatibilityScore!).toBeGreaterThan(items[1].compatibilityScore!);
  });

  it("validates the query", async () => {
    const me = await viewer();
    expect((await me.request("GET", "/api/discover?maxDistance=0")).statusCode).toBe(400);
    expect((await me.request("GET", "/api/discover?maxDistance=abc")).statusCode).toBe(400);
    expect((await me.request("PATCH", "/api/preferences", { globalMatching: "yes" })).statusCode).toBe(400);
    expect((await me.request("GET", "/api/surprise-match?exclude=1;drop")).statusCode).toBe(400);
  });

  it("surprise match: a top candidate with score and reason, stable for the day, pages with exclude", async () => {
    const me = await viewer({ interests: ["Travel"], relationshipGoals: "serious" });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createMember(t, { ...near(0.01 * (i + 1)), interests: ["travel"], relationshipGoals: "serious" })).id);
    const first = (await me.request("GET", "/api/surprise-match")).json();
    expect(ids).toContain(first.user.id);
    // The card's texts about them follow their gender (the web's i18n/gender.ts).
    expect(first.user.gender).toBe("female");
    expect(first.compatibilityScore).toBeGreaterThan(0);
    expect(first.aiReason).toBeTruthy();
    expect(first.matchStrengths.length).toBeGreaterThan(0);
    expect(JSON.stringify(first)).not.toMatch(/latitude|email/);
    expect((await me.request("GET", "/api/surprise-match")).json().user.id).toBe(first.user.id);
    const next = (await me.request("GET", `/api/surprise-match?exclude=${first.user.id}`)).json();
    expect(next.user.id).not.toBe(first.user.id);
    const none = (await me.request("GET", `/api/surprise-match?exclude=${ids.join(",")}`)).json();
    expect(none).toEqual({ user: null });
  });

  it("analyzes compatibility with an active, visible member only", async () => {
    const me = await viewer({ interests: ["Travel"], zodiacSign: "leo" });
    const other = await createMember(t, { interests: ["travel"], zodiacSign: "sagittarius" });
    const res = await me.request("POST", "/api/analyze-compatibility", { targetUserId: other.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ overallScore: expect.any(Number), zodiacCompatibility: 90, explanation: expect.any(String) });
    expect(body.compatibilityReasons).toContain("You share an interest: Travel.");
    const arabic = (await me.request("POST", "/api/analyze-compatibility", { targetUserId: other.id, lang: "ar" })).json();
    expect(arabic.overallScore).toBe(body.overallScore);
    expect(arabic.compatibilityReasons).toContain("لديكما اهتمام مشترك: Travel.");
    const hidden = await createMember(t, { deactivatedAt: t.clock.now() });
    expect((await me.request("POST", "/api/analyze-compatibility", { targetUserId: hidden.id })).statusCode).toBe(404);
    const blocker = await createMember(t, {});
    await t.app.deps.db.insert(blocks).values({ blockerId: blocker.id, blockedId: me.id });
    expect((await me.request("POST", "/api/analyze-compatibility", { targetUserId: blocker.id })).statusCode).toBe(404);
    expect((await me.request("POST", "/api/analyze-compatibility", { targetUserId: 999999 })).statusCode).toBe(404);
    expect((await me.request("POST", "/api/analyze-compatibility", { targetUserId: "x" })).statusCode).toBe(400);
    const noZodiac = await createMember(t, {});
    expect((await me.request("POST", "/api/analyze-compatibility", { targetUserId: noZodiac.id })).json().zodiacCompatibility).toBeUndefined();
  });

  it("boost: premium monthly first, then balance, 409 while active, NO_BOOSTS when none", async () => {
    const free = await viewer();
    const noBoost = await free.request("POST", "/api/premium/boost", {});
    expect(noBoost.statusCode).toBe(403);
    expect(noBoost.json().code).toBe("NO_BOOSTS");

    const premium = await viewer({ premiumUntil: new Date(t.clock.now().getTime() + 40 * 86_400_000), boosts: 1 });
    const status0 = (await premium.request("GET", "/api/swipe-status")).json();
    expect(status0.monthlyBoostAvailable).toBe(true);
    const first = await premium.request("POST", "/api/premium/boost", {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ boosts: 1, message: "Boost Activated!" });
    expect(new Date(first.json().boostedUntil).getTime()).toBe(t.clock.now().getTime() + BOOST_DURATION_MS);
    const again = await premium.request("POST", "/api/premium/boost", {});
    expect(again.statusCode).toBe(409);
    t.clock.advance(BOOST_DURATION_MS);
    const second = await premium.request("POST", "/api/premium/boost", {});
    expect(second.json()).toMatchObject({ boosts: 0 });
    t.clock.advance(BOOST_DURATION_MS);
    expect((await premium.request("POST", "/api/premium/boost", {})).json().code).toBe("NO_BOOSTS");
    const [row] = await t.app.deps.db.select({ boosts: users.boosts }).from(users).where(sql`${users.id} = ${premium.id}`);
    expect(row.boosts).toBe(0);
  });
});
