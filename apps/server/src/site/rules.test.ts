import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEFAULT_PRICES, type AdminSiteResponse, type PublicSite } from "@ulfa/contracts";
import { matches, payments } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { connectSocket, makeMatch } from "../../test/matches";
import { newRegistration } from "../../test/auth";
import { expireSilentMatches } from "../matches/expiry";

const ADMIN = "rules-admin@example.test";
const HOUR = 60 * 60 * 1000;

describe(`community rules from the site settings (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
  });
  afterAll(() => t.close());

  const patch = async (change: object) => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    const res = await admin.request("PATCH", "/api/admin/site", { version, ...change });
    expect(res.statusCode).toBe(200);
  };

  it("counts likes against the operator's daily quota, and super likes against theirs", async () => {
    await patch({ rules: { dailyLikes: 2, freeSuperLikesPerDay: 0 } });
    const me = await createMember(t);
    const [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ swipesRemaining: 2, superLikesRemainingToday: 0 });
    const superLike = await me.request("POST", "/api/likes", { toUserId: a.id, isLike: true, isSuperLike: true });
    expect(superLike.statusCode).toBe(403);
    expect(superLike.json().code).toBe("NO_SUPER_LIKES");
    expect((await me.request("POST", "/api/likes", { toUserId: a.id, isLike: true })).statusCode).toBe(200);
    expect((await me.request("POST", "/api/likes", { toUserId: b.id, isLike: false })).statusCode).toBe(200);
    const third = await me.request("POST", "/api/likes", { toUserId: c.id, isLike: true });
    expect(third.statusCode).toBe(403);
    expect(third.json().code).toBe("DAILY_LIMIT_REACHED");
    await patch({ rules: { dailyLikes: 50, freeSuperLikesPerDay: 1 } });
    expect((await me.request("GET", "/api/swipe-status")).json()).toMatchObject({ swipesRemaining: 48, superLikesRemainingToday: 1 });
  });

  it("women write first when the operator says so: his first message is refused until she writes", async () => {
    const man = await createMember(t, { gender: "male" });
    const woman = await createMember(t, { gender: "female" });
    const otherMan = await createMember(t, { gender: "male" });
    const id = await makeMatch(t, man, woman);
    const menOnly = await makeMatch(t, man, otherMan);
    await patch({ rules: { firstMessage: "women" } });
    const first = await man.request("POST", `/api/matches/${id}/messages`, { content: "Hello!" });
    expect(first.statusCode).toBe(403);
    expect(first.json().code).toBe("WOMAN_WRITES_FIRST");
    expect((await man.request("POST", `/api/matches/${menOnly}/messages`, { content: "Hi" })).statusCode).toBe(201);
    expect((await woman.request("POST", `/api/matches/${id}/messages`, { content: "Hi there" })).statusCode).toBe(201);
    expect((await man.request("POST", `/api/matches/${id}/messages`, { content: "Hello!" })).statusCode).toBe(201);
    await patch({ rules: { firstMessage: "anyone" } });
    const again = await makeMatch(t, man, await createMember(t, { gender: "female" }));
    expect((await man.request("POST", `/api/matches/${again}/messages`, { content: "Hi" })).statusCode).toBe(201);
  });

  it("expires a match nobody wrote in after the operator's time, for both, and shows the time left", async () => {
    const x = await createMember(t);
    const y = await createMember(t);
    const z = await createMember(t);
    const silent = await makeMatch(t, x, y);
    const talking = await makeMatch(t, x, z);
    expect((await x.request("POST", `/api/matches/${talking}/messages`, { content: "hey" })).statusCode).toBe(201);
    expect((await x.request("GET", "/api/matches")).json().find((m: { id: number }) => m.id === silent).expiresAt).toBeNull();
    await patch({ rules: { matchExpiryHours: 24 } });
    const listed = (await x.request("GET", "/api/matches")).json() as { id: number; expiresAt: string | null }[];
    expect(listed.find((m) => m.id === silent)?.expiresAt).toBe(new Date(t.clock.now().getTime() + 24 * HOUR).toISOString());
    expect(listed.find((m) => m.id === talking)?.expiresAt).toBeNull();
    t.clock.advance(23 * HOUR);
    expect(await expireSilentMatches(t.app.deps)).toBe(0);
    t.clock.advance(HOUR + 1000);
    expect(await expireSilentMatches(t.app.deps)).toBe(1);
    expect((await x.request("GET", "/api/matches")).json().map((m: { id: number }) => m.id)).toEqual([talking]);
    expect((await y.request("GET", "/api/matches")).json()).toEqual([]);
    const left = await t.app.deps.db.select({ id: matches.id }).from(matches);
    expect(left.map((m) => m.id)).not.toContain(silent);
    await patch({ rules: { matchExpiryHours: 0 } });
  });

  it("switches features off: their API answers 404 FEATURE_OFF, and on again", async () => {
    const me = await createMember(t);
    await patch({ features: { map: false, calls: false, surprise: false, premium: false } });
    for (const [method, url, body] of [
      ["GET", "/api/map/nearby"],
      ["GET", "/api/calls/config"],
      ["GET", "/api/surprise-match"],
      ["POST", "/api/create-payment-intent", { type: "super_likes", count: 5 }],
    ] as const) {
      const res = await me.request(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe("FEATURE_OFF");
    }
    expect((await me.request("GET", "/api/premium/status")).statusCode).toBe(200);
    // Calls are placed over the socket too: an offer is refused there and never rings the other member.
    const other = await createMember(t);
    const matchId = await makeMatch(t, me, other);
    const [mine, theirs] = [await connectSocket(t.app, me.cookie), await connectSocket(t.app, other.cookie)];
    const callId = randomUUID();
    mine.send({ type: "call_offer", matchId, callId, kind: "voice", sdp: "v=0\r\n" });
    expect(await mine.next((e) => e.type === "call_end" && e.callId === callId)).toMatchObject({ reason: "refused" });
    expect(theirs.events.filter((e) => e.type === "call_incoming")).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
    await patch({ features: { map: true, calls: true, surprise: true, premium: true } });
    expect((await me.request("GET", "/api/calls/config")).statusCode).toBe(200);
  });

  it("refuses sign-up and profile ages below the operator's minimum age", async () => {
    await patch({ rules: { minimumAge: 21 } });
    const young = await anonymous(t, "POST", "/api/auth/register", newRegistration({ age: 20 }));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ code: "BELOW_MINIMUM_AGE", message: expect.stringContaining("age") });
    expect((await anonymous(t, "POST", "/api/auth/register", newRegistration({ age: 21 }))).statusCode).toBe(201);
    const me = await createMember(t);
    expect((await me.request("PATCH", "/api/user", { age: 19 })).json().code).toBe("BELOW_MINIMUM_AGE");
    expect((await me.request("PATCH", "/api/user", { age: 22 })).statusCode).toBe(200);
    await patch({ rules: { minimumAge: 18 } });
  });

  it("charges the operator's prices and currency, and credits what was paid for once", async () => {
    await patch({ rules: { prices: { currency: "EUR", superLikePacks: [5.5, 13, 21] } } });
    const prices = ((await anonymous(t, "GET", "/api/site")).json() as PublicSite).rules.prices;
    expect(prices).toMatchObject({ currency: "EUR", monthly: 20, superLikePacks: [5.5, 13, 21] });
    const me = await createMember(t);
    const created = await me.request("POST", "/api/create-payment-intent", { type: "super_likes", count: 5 });
    expect(created.statusCode).toBe(200);
    const intent = created.json() as { paymentIntentId: string; amount: number; currency: string };
    expect(intent).toMatchObject({ amount: 5.5, currency: "eur" });
    // A client sending the old price is refused: the server's figure is the only one charged.
    const stale = await me.request("POST", "/api/create-payment-intent", { type: "super_likes", count: 5, amount: 4.99 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toContain("5.50 EUR");

    // A price change between the intent and its confirmation charges and credits what the intent said.
    await patch({ rules: { prices: { currency: "KWD", superLikePacks: [1.25, 3, 5] } } });
    const before = (await me.request("GET", "/api/premium/status")).json() as { superLikes: number };
    expect((await me.request("POST", "/api/payments/test/confirm", { paymentIntentId: intent.paymentIntentId, cardNumber: "4242 4242 4242 4242" })).statusCode).toBe(200);
    const done = await me.request("POST", "/api/complete-purchase", { paymentIntentId: intent.paymentIntentId, type: "super_likes", count: 5 });
    expect(done.statusCode).toBe(200);
    expect((done.json() as { superLikes: number }).superLikes).toBe(before.superLikes + 5);
    const again = await me.request("POST", "/api/complete-purchase", { paymentIntentId: intent.paymentIntentId, type: "super_likes", count: 5 });
    expect((again.json() as { superLikes: number }).superLikes).toBe(before.superLikes + 5);

    // KWD has three decimals: the provider is asked for fils, the answer is in dinars.
    const kwd = (await me.request("POST", "/api/create-payment-intent", { type: "super_likes", count: 5 })).json() as { paymentIntentId: string; amount: number; currency: string };
    expect(kwd).toMatchObject({ amount: 1.25, currency: "kwd" });
    const [row] = await t.app.deps.db.select().from(payments).where(eq(payments.id, kwd.paymentIntentId));
    expect(row).toMatchObject({ amountCents: 1250, currency: "kwd" });
    const plan = (await me.request("POST", "/api/create-subscription", { planType: "monthly" })).json() as { amount: number; currency: string };
    expect(plan).toMatchObject({ amount: 20, currency: "kwd" });
    await patch({ rules: { prices: DEFAULT_PRICES } });
  });

  it("refuses bad prices with a 400 naming the field", async () => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    for (const [prices, field] of [
      [{ monthly: 0 }, "rules.prices.monthly"],
      [{ annual: -5 }, "rules.prices.annual"],
      [{ monthly: 9.999 }, "rules.prices.monthly"],
      [{ currency: "XYZ" }, "rules.prices.currency"],
      [{ boostPacks: [1, 2] }, "rules.prices.boostPacks"],
      [{ superLikePacks: [1, 2, 0.001] }, "rules.prices.superLikePacks.2"],
    ] as const) {
      const res = await admin.request("PATCH", "/api/admin/site", { version, rules: { prices } });
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
    expect(((await anonymous(t, "GET", "/api/site")).json() as PublicSite).rules.prices).toEqual(DEFAULT_PRICES);
  });
});
