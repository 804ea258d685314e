import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, type TestApp, type TestMember } from "../../test/harness";

const GOOD = "4242 4242 4242 4242";

async function buy(m: TestMember, start: string, body: Record<string, unknown>, complete: Record<string, unknown>) {
  const { paymentIntentId } = (await m.request("POST", start, body)).json();
  await m.request("POST", "/api/payments/test/confirm", { paymentIntentId, cardNumber: GOOD });
  expect((await m.request("POST", "/api/payment-success", { paymentIntentId, ...complete })).statusCode).toBe(200);
}

/** Every endpoint that reports super likes and boosts, as the screens read them. */
async function everyCount(m: TestMember) {
  const premium = (await m.request("GET", "/api/premium/status")).json();
  const swipe = (await m.request("GET", "/api/swipe-status")).json();
  const user = (await m.request("GET", "/api/user")).json();
  expect(swipe.credits).toEqual(premium.credits);
  expect([user.superLikes, user.boosts]).toEqual([premium.credits.superLikes.bought, premium.credits.boosts.bought]);
  // The older fields say the same thing in pieces.
  expect([swipe.superLikes, swipe.boosts, premium.superLikes, premium.boosts]).toEqual([
    premium.credits.superLikes.bought,
    premium.credits.boosts.bought,
    premium.credits.superLikes.bought,
    premium.credits.boosts.bought,
  ]);
  expect(swipe.superLikesRemainingToday).toBe(premium.credits.superLikes.includedLeft);
  expect(swipe.monthlyBoostAvailable).toBe(premium.credits.boosts.includedLeft > 0);
  return premium.credits;
}

describe("super likes and boosts: one definition everywhere", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("after a monthly plan and one bought boost, every endpoint reports the same numbers", async () => {
    const m = await createMember(t);
    expect(await everyCount(m)).toEqual({ superLikes: { bought: 0, includedLeft: 1, usable: 1 }, boosts: { bought: 0, includedLeft: 0, usable: 0 } });

    await buy(m, "/api/create-subscription", { planType: "monthly" }, { type: "subscription_monthly" });
    await buy(m, "/api/create-payment-intent", { type: "boosts", count: 1 }, { type: "boosts" });
    expect(await everyCount(m)).toEqual({ superLikes: { bought: 0, includedLeft: 5, usable: 5 }, boosts: { bought: 1, includedLeft: 1, usable: 2 } });

    // Using a boost spends the plan's monthly one first; the bought one is still there.
    expect((await m.request("POST", "/api/premium/boost", {})).statusCode).toBe(200);
    expect(await everyCount(m)).toEqual({ superLikes: { bought: 0, includedLeft: 5, usable: 5 }, boosts: { bought: 1, includedLeft: 0, usable: 1 } });
  });
});
