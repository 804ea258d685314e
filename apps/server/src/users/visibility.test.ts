import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { blocks } from "../db/schema";
import { makeMatch } from "../../test/matches";

const ADMIN_EMAIL = "staff@example.test";

/**
 * Every call that takes another member's id answers 404 unless the viewer could meet that member in
 * their deck or is matched with them (visibility/policy.ts), so ids cannot be walked.
 */
describe(`calls naming another member (${testDbKind})`, () => {
  let t: TestApp;
  let viewer: TestMember;
  const hidden: Record<string, TestMember> = {};
  const seen: Record<string, TestMember> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    viewer = await createMember(t, { gender: "male", interestedIn: "female" });
    // Not open to men: never in the viewer's deck.
    hidden.stranger = await createMember(t, { gender: "female", interestedIn: "female" });
    hidden.blocker = await createMember(t, { gender: "female", interestedIn: "male" });
    await t.app.deps.db.insert(blocks).values({ blockerId: hidden.blocker.id, blockedId: viewer.id, createdAt: t.clock.now() });
    hidden.deactivated = await createMember(t, { gender: "female", interestedIn: "male", deactivatedAt: t.clock.now() });
    hidden.admin = await createMember(t, { gender: "female", interestedIn: "male", email: ADMIN_EMAIL });
    seen.candidate = await createMember(t, { gender: "female", interestedIn: "male" });
    // Matched although the genders no longer fit (preferences changed after the match).
    seen.match = await createMember(t, { gender: "female", interestedIn: "female" });
    await makeMatch(t, viewer, seen.match);
  });
  afterAll(() => t.close());

  const calls: [string, (id: number) => Promise<number>][] = [
    ["analyze-compatibility", async (id) => (await viewer.request("POST", "/api/analyze-compatibility", { targetUserId: id })).statusCode],
    ["report", async (id) => (await viewer.request("POST", "/api/reports", { userId: id, reason: "spam" })).statusCode],
    ["like", async (id) => (await viewer.request("POST", "/api/likes", { toUserId: id, isLike: true, isSuperLike: false })).statusCode],
    ["block", async (id) => (await viewer.request("POST", "/api/blocks", { userId: id })).statusCode],
  ];

  for (const [name, call] of calls) {
    it(`${name}: 404 for a stranger, a member who blocked the viewer, a deactivated member, an admin and an unknown id`, async () => {
      for (const member of Object.values(hidden)) expect(await call(member.id)).toBe(404);
      expect(await call(999_999)).toBe(404);
    });

    it(`${name}: answers for a deck candidate and a match`, async () => {
      for (const member of Object.values(seen)) expect(await call(member.id)).toBeLessThan(300);
    });
  }

  it("the 404 says no more than an id that does not exist", async () => {
    const unknown = await viewer.request("POST", "/api/analyze-compatibility", { targetUserId: 999_999 });
    const stranger = await viewer.request("POST", "/api/analyze-compatibility", { targetUserId: hidden.stranger.id });
    expect(stranger.json()).toEqual(unknown.json());
  });

  it("admins are not in decks and never a surprise match", async () => {
    const other = await createMember(t, { gender: "male", interestedIn: "female" });
    const deck = (await other.request("GET", "/api/discover?globalMatching=true")).json() as { id: number }[];
    expect(deck.map((d) => d.id)).toContain(seen.candidate.id);
    expect(deck.map((d) => d.id)).not.toContain(hidden.admin.id);
    const exclude = deck.map((d) => d.id).join(",");
    const surprise = (await other.request("GET", `/api/surprise-match${exclude ? `?exclude=${exclude}` : ""}`)).json();
    expect(surprise.user).toBeNull();
  });

  it("a blocked member can still be reported, and blocking twice is fine", async () => {
    const pest = await createMember(t, { gender: "female", interestedIn: "male" });
    expect((await viewer.request("POST", "/api/blocks", { userId: pest.id })).statusCode).toBe(201);
    expect((await viewer.request("POST", "/api/blocks", { userId: pest.id })).statusCode).toBe(201);
    expect((await viewer.request("POST", "/api/reports", { userId: pest.id, reason: "harassment" })).statusCode).toBe(201);
  });
});
