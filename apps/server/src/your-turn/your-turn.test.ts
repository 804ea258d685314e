import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse, YourTurn } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";

const ADMIN = "turn-admin@example.test";
const HOUR = 3_600_000;

describe(`Your Turn (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
  });
  afterAll(() => t.close());

  const rules = async (change: object) => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    expect((await admin.request("PATCH", "/api/admin/site", { version, rules: change })).statusCode).toBe(200);
  };
  const like = (from: TestMember, to: TestMember) => from.request("POST", "/api/likes", { toUserId: to.id, isLike: true });
  const state = async (m: TestMember) => (await m.request("GET", "/api/your-turn")).json() as YourTurn;

  it("counts conversations whose other member wrote last over a day ago; refuses likes with 403 YOUR_TURN until one is answered", async () => {
    await rules({ yourTurn: 2 });
    // Premium changes nothing: Your Turn is never sold.
    const me = await createMember(t, { gender: "male", interestedIn: "female", premiumUntil: new Date(Date.parse("2030-01-01")) });
    const [a, b, c] = [await createMember(t, { name: "Amal One" }), await createMember(t, { name: "Basma Two" }), await createMember(t)];
    const [ma, mb, mc] = [await makeMatch(t, me, a), await makeMatch(t, me, b), await makeMatch(t, me, c)];
    await a.request("POST", `/api/matches/${ma}/messages`, { content: "Hi!" });
    await b.request("POST", `/api/matches/${mb}/messages`, { content: "Hello" });
    // Answered: waits on her, not on me.
    await c.request("POST", `/api/matches/${mc}/messages`, { content: "Hey" });
    await me.request("POST", `/api/matches/${mc}/messages`, { content: "Hey you" });
    const target = await createMember(t);
    // Within a day nothing is waiting yet.
    expect((await state(me)).blocked).toBe(false);
    t.clock.advance(25 * HOUR);
    expect(await state(me)).toMatchObject({ limit: 2, blocked: true, waiting: [{ matchId: ma, name: "Amal" }, { matchId: mb, name: "Basma" }] });
    const refused = await like(me, target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("YOUR_TURN");
    // A pass is not a like: still allowed.
    expect((await me.request("POST", "/api/likes", { toUserId: (await createMember(t)).id, isLike: false })).statusCode).toBe(200);

    await me.request("POST", `/api/matches/${ma}/messages`, { content: "Sorry, busy week!" });
    expect(await state(me)).toMatchObject({ blocked: false, waiting: [{ matchId: mb }] });
    expect((await like(me, target)).statusCode).toBe(200);
  });

  it("ending a conversation (block) takes it off the count; 0 turns the rule off", async () => {
    await rules({ yourTurn: 1 });
    const me = await createMember(t, { gender: "male", interestedIn: "female" });
    const a = await createMember(t);
    const ma = await makeMatch(t, me, a);
    await a.request("POST", `/api/matches/${ma}/messages`, { content: "Hi!" });
    t.clock.advance(25 * HOUR);
    expect((await like(me, await createMember(t))).json().code).toBe("YOUR_TURN");
    await rules({ yourTurn: 0 });
    expect(await state(me)).toEqual({ limit: 0, blocked: false, waiting: [] });
    expect((await like(me, await createMember(t))).statusCode).toBe(200);
    await rules({ yourTurn: 1 });
    expect((await like(me, await createMember(t))).statusCode).toBe(403);
    expect((await me.request("POST", "/api/blocks", { userId: a.id })).statusCode).toBeLessThan(300);
    expect((await like(me, await createMember(t))).statusCode).toBe(200);
    await rules({ yourTurn: 5 });
  });

  it("refuses a rule out of range naming the field", async () => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    const res = await admin.request("PATCH", "/api/admin/site", { version, rules: { yourTurn: -1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/yourTurn/);
  });
});
