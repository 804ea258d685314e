import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createMember, createTestApp, TEST_ORIGIN, type TestApp, type TestMember } from "../../test/harness";
import { createSession, SESSION_COOKIE } from "../auth/session";

/** A fresh session for `m` at the test clock's current time (sessions last 30 days). */
async function signInAgain(t: TestApp, m: TestMember): Promise<TestMember> {
  const { token } = await createSession(t.app.deps, m.id);
  const cookie = `${SESSION_COOKIE}=${t.app.signCookie(token)}`;
  return {
    ...m,
    cookie,
    request: (method, url, body, headers = {}) =>
      t.app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN, ...headers }, ...(body !== undefined ? { payload: body as never } : {}) }),
  };
}

const GOOD = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

async function balance(m: TestMember) {
  return (await m.request("GET", "/api/premium/status")).json() as { superLikes: number; boosts: number; isPremium: boolean; premiumUntil: string | null; plan: string | null };
}

async function intent(m: TestMember, body: Record<string, unknown>) {
  const res = await m.request("POST", "/api/create-payment-intent", body);
  expect(res.statusCode).toBe(200);
  return res.json() as { clientSecret: string; paymentIntentId: string; amount: number; currency: string; description: string; testMode: boolean };
}

const confirm = (m: TestMember, paymentIntentId: string, cardNumber = GOOD) => m.request("POST", "/api/payments/test/confirm", { paymentIntentId, cardNumber });

describe("payments (test-mode provider)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports test mode and the member's balances", async () => {
    const m = await createMember(t, { superLikes: 2, boosts: 1 });
    expect(await balance(m)).toEqual({
      isPremium: false,
      premiumUntil: null,
      plan: null,
      superLikes: 2,
      boosts: 1,
      credits: { superLikes: { bought: 2, includedLeft: 1, usable: 3 }, boosts: { bought: 1, includedLeft: 0, usable: 1 } },
      testMode: true,
      publishableKey: null,
    });
  });

  it("sells a 5 super-like pack at the server's price, credited once after the test card succeeds", async () => {
    const m = await createMember(t);
    const pi = await intent(m, { type: "super_likes", count: 5, amount: 4.99 });
    expect(pi).toMatchObject({ amount: 4.99, currency: "usd", testMode: true, description: "Ulfa: 5 Super Likes" });
    expect(pi.clientSecret.startsWith(`${pi.paymentIntentId}_secret_`)).toBe(true);

    // Not paid yet: nothing is credited.
    const early = await m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "super_likes", count: 5 });
    expect(early.statusCode).toBe(402);
    expect(early.json().code).toBe("PAYMENT_FAILED");
    expect((await balance(m)).superLikes).toBe(0);

    expect((await confirm(m, pi.paymentIntentId)).json()).toEqual({ status: "succeeded" });
    const done = await m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "super_likes", count: 5 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: "5 Super Likes added to your account!", superLikes: 5 });

    // A replay answers the same message and credits nothing.
    const again = await m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "super_likes", count: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(done.json().message);
    expect((await balance(m)).superLikes).toBe(5);
  });

  it("credits once when completions race (Promise.all)", async () => {
    const m = await createMember(t);
    const pi = await intent(m, { type: "boosts", count: 5 });
    expect(pi.amount).toBe(14.99);
    await confirm(m, pi.paymentIntentId);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "boosts", count: 5 })
          : m.request("POST", "/api/payment-success", { paymentIntentId: pi.paymentIntentId, type: "boosts" }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await balance(m)).boosts).toBe(5);
  });

  it("sells the single Profile Boost and every listed pack at its list price", async () => {
    const m = await createMember(t);
    for (const [type, count, amount] of [
      ["boost", 1, 3.99],
      ["super_likes", 15, 12.99],
      ["super_likes", 30, 19.99],
      ["boosts", 1, 3.99],
      ["boosts", 10, 24.99],
    ] as const) {
      expect((await intent(m, { type, count })).amount).toBe(amount);
    }
    const pi = await intent(m, { type: "boost", count: 1 });
    await confirm(m, pi.paymentIntentId);
    const res = await m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "boost", count: 1 });
    expect(res.json()).toMatchObject({ message: "1 Boost added to your account!", boosts: 1 });
  });

  it("refuses a tampered amount, unknown packs and bad bodies", async () => {
    const m = await createMember(t);
    const tampered = await m.request("POST", "/api/create-payment-intent", { type: "super_likes", count: 30, amount: 0.5 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toMatch(/does not match/);
    expect((await m.request("POST", "/api/create-payment-intent", { type: "super_likes", count: 1000 })).statusCode).toBe(400);
    expect((await m.request("POST", "/api/create-payment-intent", { type: "boost", count: 2 })).statusCode).toBe(400);
    expect((await m.request("POST", "/api/create-payment-intent", { type: "gold", count: 5 })).statusCode).toBe(400);
    expect((await m.request("POST", "/api/create-subscription", { planType: "weekly" })).statusCode).toBe(400);
    expect((await m.request("POST", "/api/complete-purchase", { type: "super_likes" })).statusCode).toBe(400);
  });

  it("will not credit a different item than the intent was created for", async () => {
    const m = await createMember(t);
    const pi = await intent(m, { type: "super_likes", count: 5 });
    await confirm(m, pi.paymentIntentId);
    const bigger = await m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "super_likes", count: 30 });
    expect(bigger.statusCode).toBe(400);
    const other = await m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "boosts", count: 5 });
    expect(other.statusCode).toBe(400);
    const plan = await m.request("POST", "/api/payment-success", { paymentIntentId: pi.paymentIntentId, type: "subscription_annual" });
    expect(plan.statusCode).toBe(400);
    expect(await balance(m)).toMatchObject({ superLikes: 0, boosts: 0, isPremium: false });
  });

  it("a declined card credits nothing, and the same intent can then be paid with a good card", async () => {
    const m = await createMember(t);
    const pi = await intent(m, { type: "super_likes", count: 5 });
    const declined = await confirm(m, pi.paymentIntentId, DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: "PAYMENT_FAILED", message: "Your card was declined." });
    const after = await m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "super_likes", count: 5 });
    expect(after.statusCode).toBe(402);
    expect(after.json().message).toBe("Your card was declined.");
    expect((await balance(m)).superLikes).toBe(0);

    const wrong = await confirm(m, pi.paymentIntentId, "1234 5678 9012 3456");
    expect(wrong.statusCode).toBe(402);
    expect((await confirm(m, pi.paymentIntentId, "4242424242424242")).statusCode).toBe(200);
    expect((await m.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "super_likes", count: 5 })).json().superLikes).toBe(5);
  });

  it("treats someone else's payment id and unknown ids as not found", async () => {
    const owner = await createMember(t);
    const thief = await createMember(t);
    const pi = await intent(owner, { type: "super_likes", count: 30 });
    expect((await confirm(thief, pi.paymentIntentId)).statusCode).toBe(404);
    await confirm(owner, pi.paymentIntentId);
    const stolen = await thief.request("POST", "/api/complete-purchase", { paymentIntentId: pi.paymentIntentId, type: "super_likes", count: 30 });
    expect(stolen.statusCode).toBe(404);
    expect((await thief.request("POST", "/api/payment-success", { paymentIntentId: pi.paymentIntentId })).statusCode).toBe(404);
    expect((await owner.request("POST", "/api/complete-purchase", { paymentIntentId: "pi_test_nope", type: "super_likes", count: 30 })).statusCode).toBe(404);
    expect((await confirm(owner, "pi_test_nope")).statusCode).toBe(404);
    expect((await balance(thief)).superLikes).toBe(0);
  });

  it("answers 401 to anonymous callers", async () => {
    for (const [method, url, body] of [
      ["POST", "/api/create-payment-intent", { type: "super_likes", count: 5 }],
      ["POST", "/api/create-subscription", { planType: "monthly" }],
      ["POST", "/api/complete-purchase", { paymentIntentId: "x", type: "super_likes", count: 5 }],
      ["POST", "/api/payment-success", { paymentIntentId: "x" }],
      ["POST", "/api/payments/test/confirm", { paymentIntentId: "x", cardNumber: GOOD }],
      ["GET", "/api/premium/status", undefined],
    ] as const) {
      expect((await anonymous(t, method, url, body)).statusCode).toBe(401);
    }
  });

  it("activates a monthly plan, extends it from the current end, and lets it expire with the clock", async () => {
    let m = await createMember(t);
    const start = t.clock.now();
    const sub = await m.request("POST", "/api/create-subscription", { planType: "monthly" });
    expect(sub.json()).toMatchObject({ amount: 20, testMode: true });
    const { paymentIntentId } = sub.json();
    expect((await m.request("POST", "/api/payment-success", { paymentIntentId, type: "subscription_monthly" })).statusCode).toBe(402);
    await confirm(m, paymentIntentId);
    const ok = await m.request("POST", "/api/payment-success", { paymentIntentId, type: "subscription_monthly" });
    expect(ok.json()).toMatchObject({ message: "Premium Monthly plan activated!", isPremium: true, premiumUntil: "2026-07-01T12:00:00.000Z" });
    // Replayed: same answer, not a second month.
    expect((await m.request("POST", "/api/payment-success", { paymentIntentId })).json().premiumUntil).toBe("2026-07-01T12:00:00.000Z");
    expect(await balance(m)).toMatchObject({ isPremium: true, plan: "monthly" });
    expect((await m.request("GET", "/api/user")).json().isPremium).toBe(true);

    // A second payment while active extends from the current end, not from now.
    const second = (await m.request("POST", "/api/create-subscription", { planType: "monthly" })).json();
    await confirm(m, second.paymentIntentId);
    expect((await m.request("POST", "/api/payment-success", { paymentIntentId: second.paymentIntentId })).json().premiumUntil).toBe("2026-08-01T12:00:00.000Z");

    t.clock.set("2026-08-01T12:00:01.000Z");
    m = await signInAgain(t, m);
    expect(await balance(m)).toMatchObject({ isPremium: false, plan: null });
    expect((await m.request("GET", "/api/user")).json().isPremium).toBe(false);

    // After expiry an annual plan starts from now.
    const annual = (await m.request("POST", "/api/create-subscription", { planType: "annual" })).json();
    expect(annual.amount).toBe(180);
    await confirm(m, annual.paymentIntentId);
    const renewed = await m.request("POST", "/api/payment-success", { paymentIntentId: annual.paymentIntentId, type: "subscription_annual" });
    expect(renewed.json()).toMatchObject({ message: "Premium Annual plan activated!", premiumUntil: "2027-08-01T12:00:01.000Z" });
    expect(await balance(m)).toMatchObject({ isPremium: true, plan: "annual" });
    t.clock.set(start);
  });

  it("has no webhook in test mode", async () => {
    const res = await anonymous(t, "POST", "/api/payments/webhook", { type: "payment_intent.succeeded" });
    expect(res.statusCode).toBe(404);
  });
});
