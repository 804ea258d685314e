import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, type TestApp, type TestMember } from "../../test/harness";
import { payments, subscriptions, users } from "../db/schema";

const WEBHOOK_SECRET = "whsec_test_ulfa_webhook_secret";
const stripe = new Stripe("sk_test_not_a_real_key");

/** A Stripe event as Stripe would send it, signed with our webhook secret (no network). */
function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: "event", api_version: "2025-01-01", ...event });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const intentEvent = (type: string, id: string, amount: number, status: string, error?: string) =>
  signed({ type, data: { object: { id, object: "payment_intent", amount, status, last_payment_error: error ? { message: error } : null } } });

describe("payments (Stripe provider, webhook)", () => {
  let t: TestApp;
  let m: TestMember;
  const post = (body: { payload: string; header?: string }) =>
    t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", ...(body.header ? { "stripe-signature": body.header } : {}) },
      payload: body.payload,
    });
  const stored = async (id: string, itemType = "super_likes", itemCount = 5, amountCents = 499) => {
    await t.app.deps.db.insert(payments).values({ id, userId: m.id, provider: "stripe", itemType, itemCount, amountCents, status: "requires_payment_method", clientSecret: `${id}_secret_x` });
  };
  const me = async () => (await t.app.deps.db.select().from(users).where(eq(users.id, m.id)))[0];

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_not_a_real_key", STRIPE_PUBLISHABLE_KEY: "pk_test_ulfa", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    m = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("leaves test mode: no test confirmation, publishable key reported", async () => {
    expect((await m.request("POST", "/api/payments/test/confirm", { paymentIntentId: "pi_x", cardNumber: "4242 4242 4242 4242" })).statusCode).toBe(404);
    expect((await m.request("GET", "/api/premium/status")).json()).toMatchObject({ testMode: false, publishableKey: "pk_test_ulfa" });
  });

  it("rejects events with a bad, missing or foreign signature and credits nothing", async () => {
    await stored("pi_sig_1");
    const good = intentEvent("payment_intent.succeeded", "pi_sig_1", 499, "succeeded");
    expect((await post({ payload: good.payload })).statusCode).toBe(400);
    expect((await post({ payload: good.payload, header: "t=1,v1=deadbeef" })).statusCode).toBe(400);
    const foreign = intentEvent("payment_intent.succeeded", "pi_sig_1", 499, "succeeded");
    const otherSecret = stripe.webhooks.generateTestHeaderString({ payload: foreign.payload, secret: "whsec_someone_else" });
    expect((await post({ payload: foreign.payload, header: otherSecret })).statusCode).toBe(400);
    // Signed body altered after signing.
    expect((await post({ payload: good.payload.replace("499", "1"), header: good.header })).statusCode).toBe(400);
    expect((await me()).superLikes).toBe(0);
  });

  it("credits a verified payment_intent.succeeded once, however often it is delivered", async () => {
    const before = (await me()).superLikes;
    await stored("pi_ok_1");
    const event = intentEvent("payment_intent.succeeded", "pi_ok_1", 499, "succeeded");
    const results = await Promise.all([post(event), post(event), post(event)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await me()).superLikes).toBe(before + 5);
    // The browser's completion call after the webhook answers without crediting again.
    const done = await m.request("POST", "/api/complete-purchase", { paymentIntentId: "pi_ok_1", type: "super_likes", count: 5 });
    expect(done.json()).toMatchObject({ message: "5 Super Likes added to your account!", superLikes: before + 5 });
  });

  it("does not credit when the amount differs from the stored price, and records failures", async () => {
    const before = (await me()).superLikes;
    await stored("pi_cheap_1");
    expect((await post(intentEvent("payment_intent.succeeded", "pi_cheap_1", 1, "succeeded"))).statusCode).toBe(200);
    await stored("pi_fail_1");
    expect((await post(intentEvent("payment_intent.payment_failed", "pi_fail_1", 499, "requires_payment_method", "Your card was declined."))).statusCode).toBe(200);
    const [failed] = await t.app.deps.db.select().from(payments).where(eq(payments.id, "pi_fail_1"));
    expect([failed.status, failed.failureMessage, failed.fulfilledAt]).toEqual(["failed", "Your card was declined.", null]);
    expect((await me()).superLikes).toBe(before);
    // Unknown intents and unrelated events are acknowledged and ignored.
    expect((await post(intentEvent("payment_intent.succeeded", "pi_unknown", 499, "succeeded"))).statusCode).toBe(200);
    expect((await post(signed({ type: "customer.created", data: { object: { id: "cus_1", object: "customer" } } }))).statusCode).toBe(200);
  });

  it("activates a plan from its first payment and extends it once per renewal invoice", async () => {
    await stored("pi_plan_1", "subscription_monthly", 1, 2000);
    await post(intentEvent("payment_intent.succeeded", "pi_plan_1", 2000, "succeeded"));
    const first = (await me()).premiumUntil!;
    expect(first.toISOString()).toBe("2026-07-01T12:00:00.000Z");
    const renewal = signed({
      type: "invoice.paid",
      data: {
        object: {
          id: "in_renew_1",
          object: "invoice",
          billing_reason: "subscription_cycle",
          amount_paid: 2000,
          currency: "usd",
          parent: { type: "subscription_details", subscription_details: { metadata: { userId: String(m.id), itemType: "subscription_monthly", itemCount: "1" } } },
        },
      },
    });
    await post(renewal);
    await post(renewal);
    expect((await me()).premiumUntil!.toISOString()).toBe("2026-08-01T12:00:00.000Z");
  });

  it("checks a renewal against the price its subscription was sold at, not today's price list", async () => {
    // Sold at 15.00 before the operator changed the monthly price to today's 20.00 (site settings).
    await t.app.deps.db.insert(payments).values({
      id: "pi_sold_old",
      userId: m.id,
      provider: "stripe",
      itemType: "subscription_monthly",
      itemCount: 1,
      amountCents: 1500,
      currency: "usd",
      status: "succeeded",
      clientSecret: "pi_sold_old_secret_x",
      subscriptionId: "sub_old_price",
      createdAt: new Date("2026-05-01T12:00:00Z"),
    });
    const renewal = (id: string, amount: number) =>
      signed({
        type: "invoice.paid",
        data: {
          object: {
            id,
            object: "invoice",
            billing_reason: "subscription_cycle",
            amount_paid: amount,
            currency: "usd",
            parent: { type: "subscription_details", subscription_details: { subscription: "sub_old_price", metadata: { userId: String(m.id), itemType: "subscription_monthly", itemCount: "1" } } },
          },
        },
      });
    const before = (await me()).premiumUntil!.getTime();
    await post(renewal("in_old_price_1", 1500));
    const after = (await me()).premiumUntil!.getTime();
    expect(after).toBeGreaterThan(before);
    await post(renewal("in_old_price_2", 2000));
    expect((await me()).premiumUntil!.getTime()).toBe(after);
    const [wrong] = await t.app.deps.db.select().from(payments).where(eq(payments.id, "in_old_price_2"));
    expect(wrong!.status).toBe("failed");
  });

  describe("subscriptions", () => {
    const subscriptionEvent = (type: string, id: string, fields: Record<string, unknown>) =>
      signed({
        type,
        data: { object: { id, object: "subscription", status: "active", cancel_at_period_end: false, items: { object: "list", data: [{ current_period_end: 1788000000 }] }, ...fields } },
      });
    const storedSubscription = async (id: string) => {
      await t.app.deps.db.insert(subscriptions).values({ id, userId: m.id, provider: "stripe", plan: "monthly", status: "active", currentPeriodEnd: new Date("2026-07-01T12:00:00Z") });
    };
    const mine = async () => (await m.request("GET", "/api/payments/subscription")).json().subscription;

    it("follows customer.subscription.updated: auto-renew switched off and on at Stripe, period end from Stripe", async () => {
      await storedSubscription("sub_upd_1");
      expect((await post(subscriptionEvent("customer.subscription.updated", "sub_upd_1", { cancel_at_period_end: true }))).statusCode).toBe(200);
      expect(await mine()).toEqual({ id: "sub_upd_1", plan: "monthly", status: "active", autoRenew: false, currentPeriodEnd: new Date(1788000000 * 1000).toISOString() });
      await post(subscriptionEvent("customer.subscription.updated", "sub_upd_1", { cancel_at_period_end: false }));
      expect((await mine()).autoRenew).toBe(true);
      // A late "incomplete" never turns a paid subscription back into an unpaid one.
      await post(subscriptionEvent("customer.subscription.updated", "sub_upd_1", { status: "incomplete" }));
      expect((await mine()).status).toBe("active");
    });

    it("follows customer.subscription.deleted: ended, no renewal, premium kept to the end of the paid period", async () => {
      await storedSubscription("sub_del_1");
      const before = (await me()).premiumUntil;
      expect((await post(subscriptionEvent("customer.subscription.deleted", "sub_del_1", { status: "canceled" }))).statusCode).toBe(200);
      expect(await mine()).toMatchObject({ id: "sub_del_1", status: "canceled", autoRenew: false });
      expect((await me()).premiumUntil).toEqual(before);
      // Ended is final: neither a late update nor the member can switch it back on.
      await post(subscriptionEvent("customer.subscription.updated", "sub_del_1", { status: "active" }));
      expect((await mine()).status).toBe("canceled");
      const res = await m.request("PATCH", "/api/payments/subscriptions/sub_del_1", { autoRenew: true });
      expect(res.statusCode).toBe(409);
      // Unknown subscriptions are acknowledged and ignored.
      expect((await post(subscriptionEvent("customer.subscription.deleted", "sub_unknown", { status: "canceled" }))).statusCode).toBe(200);
    });

    it("a renewal invoice extends the subscription's period with premium", async () => {
      await storedSubscription("sub_renew_2");
      const renewal = signed({
        type: "invoice.paid",
        data: {
          object: {
            id: "in_renew_2",
            object: "invoice",
            billing_reason: "subscription_cycle",
            amount_paid: 2000,
            currency: "usd",
            parent: { type: "subscription_details", subscription_details: { subscription: "sub_renew_2", metadata: { userId: String(m.id), itemType: "subscription_monthly", itemCount: "1" } } },
          },
        },
      });
      await post(renewal);
      const premiumUntil = (await me()).premiumUntil!.toISOString();
      expect(await mine()).toMatchObject({ id: "sub_renew_2", autoRenew: true, currentPeriodEnd: premiumUntil });
      expect((await m.request("GET", "/api/payments/history")).json().payments).toContainEqual(
        expect.objectContaining({ id: "in_renew_2", provider: "stripe", item: "subscription_monthly", amount: 20, status: "succeeded" }),
      );
    });
  });
});
