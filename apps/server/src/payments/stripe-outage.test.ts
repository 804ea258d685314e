import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, type TestApp, type TestMember } from "../../test/harness";
import { startStallingProxy, type StallingProxy } from "../../test/stalling-proxy";
import { payments, subscriptions, users } from "../db/schema";
import { DEFAULT_TIMEOUTS } from "../platform/timeouts";

const UNAVAILABLE = { message: "Payments are unavailable right now. Nothing was charged.", code: "PAYMENTS_UNAVAILABLE" };

/** A local HTTP server standing in for api.stripe.com; `answer` decides every response. */
async function fakeStripe(answer: (path: string) => { status: number; body: unknown }): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const { status, body } = answer(req.url ?? "");
    req.resume();
    req.on("end", () => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A port nothing listens on: bound once to learn a free number, then closed. */
async function closedPort(): Promise<string> {
  const { url, server } = await fakeStripe(() => ({ status: 200, body: {} }));
  await new Promise((resolve) => server.close(resolve));
  return url;
}

const appWithStripeAt = (apiUrl: string, timeouts = DEFAULT_TIMEOUTS) =>
  createTestApp({
    config: { stripe: { secretKey: "sk_test_not_a_real_key", publishableKey: "pk_test_ulfa", webhookSecret: "whsec_test", apiUrl }, timeouts },
  });

describe("payments while Stripe is unreachable", () => {
  let t: TestApp;
  let m: TestMember;
  beforeAll(async () => {
    t = await appWithStripeAt(await closedPort());
    m = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const expectUnavailable = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, body: unknown = UNAVAILABLE) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json()).toEqual(body);
  };

  it("answers 503 with Retry-After to create-payment-intent and create-subscription, and stores nothing", async () => {
    expectUnavailable(await m.request("POST", "/api/create-payment-intent", { type: "super_likes", count: 5 }));
    expectUnavailable(await m.request("POST", "/api/create-subscription", { planType: "monthly" }));
    expect((await m.request("GET", "/api/payments/history")).json()).toEqual({ payments: [] });
    expect(await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, m.id))).toEqual([]);
    // Health names it (200: everything else still works).
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect([health.statusCode, health.json()]).toEqual([200, { status: "degraded", down: ["payments"] }]);
  });

  it("answers 503 to complete-purchase and payment-success, crediting nothing and keeping the payment open", async () => {
    await t.app.deps.db
      .insert(payments)
      .values({ id: "pi_down_1", userId: m.id, provider: "stripe", itemType: "boosts", itemCount: 5, amountCents: 1499, status: "requires_payment_method", clientSecret: "pi_down_1_secret_x" });
    // The card may have been charged before the outage, so completion does not say "nothing was charged".
    const unconfirmed = {
      message: "Payments are unavailable right now, so we could not confirm your payment. If it went through, it will be added automatically.",
      code: "PAYMENTS_UNAVAILABLE",
    };
    expectUnavailable(await m.request("POST", "/api/complete-purchase", { paymentIntentId: "pi_down_1", type: "boosts", count: 5 }), unconfirmed);
    expectUnavailable(await m.request("POST", "/api/payment-success", { paymentIntentId: "pi_down_1" }), unconfirmed);
    const [row] = await t.app.deps.db.select().from(payments).where(eq(payments.id, "pi_down_1"));
    expect([row.status, row.fulfilledAt]).toEqual(["requires_payment_method", null]);
    expect((await t.app.deps.db.select().from(users).where(eq(users.id, m.id)))[0].boosts).toBe(0);
  });

  it("answers 503 to auto-renew changes and leaves the subscription as it was", async () => {
    await t.app.deps.db.insert(subscriptions).values({ id: "sub_down_1", userId: m.id, provider: "stripe", plan: "monthly", status: "active" });
    expectUnavailable(await m.request("PATCH", "/api/payments/subscriptions/sub_down_1", { autoRenew: false }));
    expect((await m.request("GET", "/api/payments/subscription")).json().subscription).toMatchObject({ id: "sub_down_1", autoRenew: true });
  });
});

describe("payments when Stripe answers with an error", () => {
  let t: TestApp;
  let m: TestMember;
  let stripe: Server;
  beforeAll(async () => {
    const fake = await fakeStripe((path) =>
      path.startsWith("/v1/payment_intents")
        ? { status: 402, body: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } } }
        : { status: 500, body: { error: { type: "api_error", message: "Something went wrong on Stripe's end." } } },
    );
    stripe = fake.server;
    t = await appWithStripeAt(fake.url);
    m = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => stripe.close(resolve));
  });

  it("a 5xx from Stripe is an outage: 503, never 500", async () => {
    const res = await m.request("POST", "/api/create-subscription", { planType: "annual" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
  });

  it("a declined card is the member's: 402 PAYMENT_FAILED with Stripe's message", async () => {
    const res = await m.request("POST", "/api/create-payment-intent", { type: "boosts", count: 1 });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: "Your card was declined.", code: "PAYMENT_FAILED" });
  });
});

/** A PaymentIntent as Stripe answers its creation. */
const createdIntent = (n: number) => ({ id: `pi_stall_${n}`, object: "payment_intent", client_secret: `pi_stall_${n}_secret_x`, status: "requires_payment_method", amount: 499 });

describe("payments while Stripe stalls (accepts, never answers) or trickles its answer", () => {
  /** Short deadlines, so a stall shows within a second or two (production: platform/timeouts.ts). */
  const timeouts = { ...DEFAULT_TIMEOUTS, paymentRequestMs: 300, paymentCallMs: 1500 };
  let t: TestApp;
  let m: TestMember;
  let stripe: Server;
  let proxy: StallingProxy;
  let trickle = false;
  let created = 0;
  beforeAll(async () => {
    stripe = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        if (!trickle) return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(createdIntent(++created)));
        // Headers at once, then a byte now and then for ever: every byte resets a socket timeout.
        res.writeHead(200, { "content-type": "application/json" });
        const timer = setInterval(() => res.write(" "), 100);
        res.on("close", () => clearInterval(timer));
      });
    });
    await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
    proxy = await startStallingProxy({ host: "127.0.0.1", port: (stripe.address() as AddressInfo).port }, "stall");
    t = await appWithStripeAt(`http://${proxy.host}:${proxy.port}`, timeouts);
    m = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    stripe.closeAllConnections();
    await new Promise((resolve) => stripe.close(resolve));
  });

  it("answers 503 within the payment deadline, stores nothing, and works again with no restart", async () => {
    const res = await m.request("POST", "/api/create-payment-intent", { type: "super_likes", count: 5 });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect((await m.request("GET", "/api/payments/history")).json()).toEqual({ payments: [] });
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "degraded", down: ["payments"] });

    proxy.set("pass");
    const again = await m.request("POST", "/api/create-payment-intent", { type: "super_likes", count: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ paymentIntentId: `pi_stall_${created}`, clientSecret: `pi_stall_${created}_secret_x` });
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({ status: "ok" });
  });

  it("a Stripe that answers and then trickles its body for ever costs one payment deadline: 503, nothing stored", async () => {
    proxy.set("pass");
    trickle = true;
    const before = (await t.app.deps.db.select().from(payments).where(eq(payments.userId, m.id))).length;
    try {
      const res = await m.request("POST", "/api/create-payment-intent", { type: "boosts", count: 5 });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(await t.app.deps.db.select().from(payments).where(eq(payments.userId, m.id))).toHaveLength(before);
    } finally {
      trickle = false;
    }
  });
});
