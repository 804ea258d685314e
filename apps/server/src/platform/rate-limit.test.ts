import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, TEST_ORIGIN, testDbKind, type TestApp } from "../../test/harness";

/**
 * Carrier-grade NAT: thousands of members behind one address. A signed-in member's calls count
 * against her own budget (by member id), so one member sending too fast never stops another on the
 * same address; anonymous calls still count per address.
 */
describe(`rate limits per member, per address only when anonymous (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string, url: string, cookie?: string) =>
    t.app.inject({ method: "POST", url, remoteAddress, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload: {} });

  it("one member exhausting the upload budget does not limit another member on the same address", async () => {
    const busy = await createMember(t);
    const other = await createMember(t);
    const address = "198.51.100.7";
    const url = "/api/matches/1/messages/voice";
    // 70 voice notes in a burst, as in the report: past the member's budgets (chat uploads, then the
    // route's 60 a minute) she gets 429, and the address has seen 70 calls.
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await from(address, url, busy.cookie)).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);

    const second = await from(address, url, other.cookie);
    expect(second.statusCode).not.toBe(429);
    // An anonymous call from that address has its own (address) budget, untouched by the members.
    expect((await from(address, url)).statusCode).toBe(401);
  });

  it("anonymous calls still count per address, with a budget a shared address can live with", async () => {
    const url = "/api/account/reactivate";
    const crowded = "203.0.113.9";
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await from(crowded, url)).statusCode);
    expect(statuses.slice(0, 100)).not.toContain(429);
    expect(statuses[100]).toBe(429);
    expect((await from(crowded, url)).headers["retry-after"]).toBeDefined();
    // Another address is not affected, nor a signed-in member behind the crowded one.
    expect((await from("203.0.113.10", url)).statusCode).toBe(400);
    const member = await createMember(t);
    expect((await from(crowded, url, member.cookie)).statusCode).not.toBe(429);
  });
});
