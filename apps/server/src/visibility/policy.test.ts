import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEFAULT_PRIVACY } from "@ulfa/contracts";
import { staffRoles, swipes, users, type NewUserRow } from "../db/schema";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { snapToGrid } from "../location/geo";

const HERE = snapToGrid({ latitude: 24.71, longitude: 46.67 });
const located = { ...HERE, locationSharingEnabled: true, showOnMap: true } satisfies Partial<NewUserRow>;

/** The policy's rules for pairs that know each other (visibility/policy.ts; docs/privacy.md "Who sees whom"). */
describe(`who sees whom: matches, likes and reports (${testDbKind})`, () => {
  let t: TestApp;
  let viewer: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    viewer = await createMember(t, { gender: "male", interestedIn: "female", ...located });
  });
  afterAll(() => t.close());

  const her = (overrides: Partial<NewUserRow> = {}) => createMember(t, { gender: "female", interestedIn: "male", ...located, ...overrides });
  const set = (m: TestMember, values: Partial<NewUserRow>) => t.app.deps.db.update(users).set(values).where(eq(users.id, m.id));
  const analyze = async (by: TestMember, m: TestMember) => (await by.request("POST", "/api/analyze-compatibility", { targetUserId: m.id })).statusCode;
  const like = async (by: TestMember, m: TestMember) => (await by.request("POST", "/api/likes", { toUserId: m.id, isLike: true, isSuperLike: false })).statusCode;
  const report = async (by: TestMember, m: TestMember) => (await by.request("POST", "/api/reports", { userId: m.id, reason: "harassment" })).statusCode;
  const onMap = async (by: TestMember) => ((await by.request("GET", "/api/map/nearby")).json() as { id: number }[]).map((e) => e.id);

  it("an incognito member is seen by id by members she liked and by her matches, by no one else", async () => {
    const incognito = await her({ privacy: { ...DEFAULT_PRIVACY, incognito: true } });
    const stranger = await createMember(t, { gender: "male", interestedIn: "female" });
    const match = await createMember(t, { gender: "male", interestedIn: "female" });
    await makeMatch(t, incognito, match);
    await t.app.deps.db.insert(swipes).values({ fromUserId: incognito.id, toUserId: viewer.id, isLike: true, createdAt: t.clock.now() });
    expect(await analyze(viewer, incognito)).toBe(200);
    expect(await analyze(match, incognito)).toBe(200);
    expect(await analyze(stranger, incognito)).toBe(404);
    expect(await like(stranger, incognito)).toBe(404);
  });

  it("a snoozed match still chats and is still seen, but takes no new like; strangers get 404", async () => {
    const snoozed = await her();
    const matchId = await makeMatch(t, viewer, snoozed);
    await set(snoozed, { snoozedAt: t.clock.now(), snoozedUntil: null });
    expect((await viewer.request("POST", `/api/matches/${matchId}/messages`, { content: "Rest well" })).statusCode).toBe(201);
    expect(await analyze(viewer, snoozed)).toBe(200);
    expect(await like(viewer, snoozed)).toBe(404);
    const stranger = await createMember(t, { gender: "male", interestedIn: "female" });
    expect(await analyze(stranger, snoozed)).toBe(404);
    expect(await report(stranger, snoozed)).toBe(404);
  });

  it("a member can report a match who has since left, been suspended or hidden; a stranger cannot", async () => {
    for (const values of [{ deactivatedAt: t.clock.now() }, { suspendedAt: t.clock.now() }, { snoozedAt: t.clock.now() }, { privacy: { ...DEFAULT_PRIVACY, incognito: true } }]) {
      const gone = await her();
      await makeMatch(t, viewer, gone);
      await set(gone, values);
      const stranger = await createMember(t, { gender: "male", interestedIn: "female" });
      expect(await report(viewer, gone), JSON.stringify(values)).toBe(201);
      expect(await report(stranger, gone), JSON.stringify(values)).toBe(404);
    }
  });

  it("the map never shows staff, even a match; a snoozed match neither", async () => {
    const staff = await her();
    const plain = await her();
    const snoozed = await her();
    for (const m of [staff, plain, snoozed]) await makeMatch(t, viewer, m);
    expect(await onMap(viewer)).toEqual(expect.arrayContaining([staff.id, plain.id, snoozed.id]));
    await t.app.deps.db.insert(staffRoles).values({ userId: staff.id, role: "moderator" });
    await set(snoozed, { snoozedAt: t.clock.now() });
    const shown = await onMap(viewer);
    expect(shown).toContain(plain.id);
    expect(shown).not.toContain(staff.id);
    expect(shown).not.toContain(snoozed.id);
  });

  it("likes you leaves out a liker who has since snoozed", async () => {
    const liker = await her();
    expect((await liker.request("POST", "/api/likes", { toUserId: viewer.id, isLike: true, isSuperLike: false, comment: "Hello there" })).statusCode).toBeLessThan(300);
    const ids = async () => ((await viewer.request("GET", "/api/likes/received")).json() as { id: number }[]).map((l) => l.id);
    expect(await ids()).toContain(liker.id);
    await set(liker, { snoozedAt: t.clock.now() });
    expect(await ids()).not.toContain(liker.id);
  });
});
