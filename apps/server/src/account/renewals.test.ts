import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { DEACTIVATION_GRACE_MS, PLANS } from "@ulfa/contracts";
import { payments, subscriptions, users } from "../db/schema";
import { createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { purgeExpiredAccounts } from "./purge";

/** A local stand-in for api.stripe.com that records subscription updates and can be taken down. */
async function fakeStripe() {
  const updates: { id: string; body: string }[] = [];
  const state = { up: true };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const update = /^\/v1\/subscriptions\/([^/?]+)$/.exec(req.url ?? "");
      if (!state.up || !update || req.method !== "POST") {
        res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { type: "api_error", message: "down" } }));
        return;
      }
      updates.push({ id: update[1], body });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: update[1], object: "subscription" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, updates, state };
}

describe(`a leaving member's plan stops renewing (${testDbKind})`, () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  beforeAll(async () => {
    stripe = await fakeStripe();
    t = await createTestApp({
      config: { stripe: { secretKey: "sk_test_not_a_real_key", publishableKey: "pk_test_ulfa", webhookSecret: "whsec_test", apiUrl: stripe.url } },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => stripe.server.close(resolve));
  });

  const webhook = (event: Record<string, unknown>) => {
    const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: "event", api_version: "2025-01-01", ...event });
    const header = new Stripe("sk_test_not_a_real_key").webhooks.generateTestHeaderString({ payload, secret: "whsec_test" });
    return t.app.inject({ method: "POST", url: "/api/payments/webhook", headers: { "content-type": "application/json", "stripe-signature": header }, payload });
  };
  const subscription = async (id: string) => (await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
  const userRow = async (id: number) => (await t.app.deps.db.select({ id: users.id }).from(users).where(eq(users.id, id)))[0];

  it("deactivating switches auto-renew off at Stripe and in the row, and touches nobody else's plan", async () => {
    const leaving = await createMember(t);
    const other = await createMember(t);
    await t.app.deps.db.insert(subscriptions).values([
      { id: "sub_leaving", userId: leaving.id, provider: "stripe", plan: "monthly", status: "active", currentPeriodEnd: new Date(Date.now() + 86_400_000) },
      { id: "sub_other", userId: other.id, provider: "stripe", plan: "annual", status: "active" },
    ]);
    expect((await leaving.request("POST", "/api/account/deactivate", { confirmation: "delete my account" })).statusCode).toBe(200);
    expect(stripe.updates).toEqual([{ id: "sub_leaving", body: "cancel_at_period_end=true" }]);
    expect(await subscription("sub_leaving")).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await subscription("sub_other")).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it("deactivation still works while Stripe is down; the purge waits for Stripe before deleting the account", async () => {
    stripe.updates.length = 0;
    const leaving = await createMember(t);
    await t.app.deps.db.insert(subscriptions).values({ id: "sub_down", userId: leaving.id, provider: "stripe", plan: "monthly", status: "active" });
    stripe.state.up = false;
    expect((await leaving.request("POST", "/api/account/deactivate", { confirmation: "delete my account" })).statusCode).toBe(200);
    expect(await subscription("sub_down")).toMatchObject({ cancelAtPeriodEnd: false });

    t.clock.advance(DEACTIVATION_GRACE_MS + 60_000);
    await purgeExpiredAccounts(t.app.deps);
    // The subscription id would be lost with the account, and Stripe would go on charging.
    expect(await userRow(leaving.id)).toBeDefined();

    stripe.state.up = true;
    await purgeExpiredAccounts(t.app.deps);
    expect(await userRow(leaving.id)).toBeUndefined();
    expect(stripe.updates).toEqual([{ id: "sub_down", body: "cancel_at_period_end=true" }]);
    expect(await subscription("sub_down")).toMatchObject({ userId: null, cancelAtPeriodEnd: true });
  });

  it("a renewal for a member purged while the plan still renewed is kept without a member and stops the plan", async () => {
    stripe.updates.length = 0;
    await t.app.deps.db.insert(subscriptions).values({ id: "sub_orphan", userId: null, provider: "stripe", plan: "monthly", status: "active" });
    const gone = 999_999;
    const renewal = (id: string) =>
      webhook({
        type: "invoice.paid",
        data: {
          object: {
            id,
            object: "invoice",
            billing_reason: "subscription_cycle",
            amount_paid: PLANS.monthly.priceCents,
            currency: "usd",
            parent: { type: "subscription_details", subscription_details: { subscription: "sub_orphan", metadata: { userId: String(gone), itemType: "subscription_monthly", itemCount: "1" } } },
          },
        },
      });
    // While Stripe is down: 503, so Stripe sends it again later; the payment is kept once.
    stripe.state.up = false;
    expect((await renewal("in_orphan_1")).statusCode).toBe(503);
    stripe.state.up = true;
    expect((await renewal("in_orphan_1")).statusCode).toBe(200);
    const rows = await t.app.deps.db.select().from(payments).where(eq(payments.id, "in_orphan_1"));
    expect(rows.map((r) => [r.userId, r.status, r.fulfilledAt])).toEqual([[null, "succeeded", null]]);
    expect(stripe.updates).toEqual([{ id: "sub_orphan", body: "cancel_at_period_end=true" }]);
    expect(await subscription("sub_orphan")).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
