import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createMember, createTestApp, type TestApp, type TestMember } from "../../test/harness";
import { createSession, SESSION_COOKIE } from "../auth/session";

const GOOD = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts a checkout and pays it with `card` through the test provider; answers the intent id. */
async function pay(m: TestMember, start: { url: string; body: Record<string, unknown> }, card: string | null = GOOD) {
  const intent = await m.request("POST", start.url, start.body);
  expect(intent.statusCode).toBe(200);
  const { paymentIntentId } = intent.json() as { paymentIntentId: string };
  if (card) await m.request("POST", "/api/payments/test/confirm", { paymentIntentId, cardNumber: card });
  return paymentIntentId;
}

async function subscribeMonthly(m: TestMember) {
  const id = await pay(m, { url: "/api/create-subscription", body: { planType: "monthly" } });
  expect((await m.request("POST", "/api/payment-success", { paymentIntentId: id, type: "subscription_monthly" })).statusCode).toBe(200);
  return id;
}

const subscription = async (m: TestMember) => (await m.request("GET", "/api/payments/subscription")).json().subscription;
const setAutoRenew = (m: TestMember, id: string, autoRenew: unknown) => m.request("PATCH", `/api/payments/subscriptions/${encodeURIComponent(id)}`, { autoRenew });

describe("billing history (test-mode provider)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every attempted payment as a receipt, newest first, and leaves out checkouts never paid", async () => {
    const m = await createMember(t);
    const bought = await pay(m, { url: "/api/create-payment-intent", body: { type: "super_likes", count: 15 } });
    await m.request("POST", "/api/complete-purchase", { paymentIntentId: bought, type: "super_likes", count: 15 });
    t.clock.advance(60_000);
    const declined = await pay(m, { url: "/api/create-payment-intent", body: { type: "boosts", count: 10 } }, DECLINED);
    await pay(m, { url: "/api/create-payment-intent", body: { type: "boosts", count: 1 } }, null);

    const res = await m.request("GET", "/api/payments/history");
    expect(res.statusCode).toBe(200);
    expect(res.json().payments).toEqual([
      { id: declined, provider: "test", item: "boosts", count: 10, amount: 24.99, currency: "usd", status: "failed", date: t.clock.now().toISOString() },
      { id: bought, provider: "test", item: "super_likes", count: 15, amount: 12.99, currency: "usd", status: "succeeded", date: expect.any(String) },
    ]);
  });

  it("never shows another member's payments, and answers 401 to anonymous callers", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await pay(a, { url: "/api/create-payment-intent", body: { type: "boosts", count: 5 } });
    expect((await b.request("GET", "/api/payments/history")).json()).toEqual({ payments: [] });
    expect((await a.request("GET", "/api/payments/history")).json().payments).toHaveLength(1);
    expect((await anonymous(t, "GET", "/api/payments/history")).statusCode).toBe(401);
  });
});

describe("subscriptions: auto-renew (test-mode provider)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("has no subscription before a plan is paid, not even while a checkout is open", async () => {
    const m = await createMember(t);
    expect(await subscription(m)).toBeNull();
    await pay(m, { url: "/api/create-subscription", body: { planType: "annual" } }, null);
    expect(await subscription(m)).toBeNull();
  });

  it("turns auto-renew off and on; premium lasts to the end of the paid period either way", async () => {
    const m = await createMember(t);
    await subscribeMonthly(m);
    const status = (await m.request("GET", "/api/premium/status")).json();
    const sub = await subscription(m);
    expect(sub).toEqual({ id: expect.stringMatching(/^sub_test_/), plan: "monthly", status: "active", autoRenew: true, currentPeriodEnd: status.premiumUntil });

    const off = await setAutoRenew(m, sub.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().subscription).toMatchObject({ autoRenew: false, status: "active", currentPeriodEnd: status.premiumUntil });
    expect((await m.request("GET", "/api/premium/status")).json()).toMatchObject({ isPremium: true, premiumUntil: status.premiumUntil });
    // Idempotent: turning it off twice is fine.
    expect((await setAutoRenew(m, sub.id, false)).json().subscription.autoRenew).toBe(false);

    const on = await setAutoRenew(m, sub.id, true);
    expect(on.json().subscription.autoRenew).toBe(true);
    expect((await subscription(m)).autoRenew).toBe(true);

    await setAutoRenew(m, sub.id, false);
    t.clock.advance(20 * DAY_MS);
    expect((await m.request("GET", "/api/premium/status")).json().isPremium).toBe(true);
    // Past the paid month (and past the 30-day session, so a fresh one asks).
    t.clock.advance(15 * DAY_MS);
    const { token } = await createSession(t.app.deps, m.id);
    const fresh = await t.app.inject({ method: "GET", url: "/api/premium/status", headers: { cookie: `${SESSION_COOKIE}=${t.app.signCookie(token)}` } });
    expect(fresh.json().isPremium).toBe(false);
  });

  it("refuses bad bodies with a clear 400", async () => {
    const m = await createMember(t);
    await subscribeMonthly(m);
    const { id } = await subscription(m);
    for (const body of [{ autoRenew: "no" }, {}, { autoRenew: null }]) {
      const res = await m.request("PATCH", `/api/payments/subscriptions/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringContaining("autoRenew") });
    }
  });

  it("never lets a member change another member's subscription", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    await subscribeMonthly(owner);
    const { id } = await subscription(owner);
    const res = await setAutoRenew(other, id, false);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Subscription not found", code: "NOT_FOUND" });
    expect((await subscription(owner)).autoRenew).toBe(true);
    expect(await subscription(other)).toBeNull();
    expect((await setAutoRenew(owner, "sub_test_unknown", false)).statusCode).toBe(404);
    expect((await anonymous(t, "PATCH", `/api/payments/subscriptions/${id}`, { autoRenew: false })).statusCode).toBe(401);
    expect((await anonymous(t, "GET", "/api/payments/subscription")).statusCode).toBe(401);
  });

  it("lists the plan payment in the billing history", async () => {
    const m = await createMember(t);
    const id = await subscribeMonthly(m);
    expect((await m.request("GET", "/api/payments/history")).json().payments).toEqual([expect.objectContaining({ id, item: "subscription_monthly", amount: 20, status: "succeeded" })]);
  });
});
