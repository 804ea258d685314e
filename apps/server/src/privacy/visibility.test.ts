import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { swipes, type NewUserRow } from "../db/schema";
import { snapToGrid } from "../location/geo";

const HOME = snapToGrid({ latitude: 51.5, longitude: -0.12 });
const NEAR = snapToGrid({ latitude: 51.52, longitude: -0.12 });
const HOUR = 3_600_000;

type Entry = { id: number };

/** Incognito and snoozed members are left out of decks, maps and surprise matches by the server. */
describe(`incognito and snooze (${testDbKind})`, () => {
  let t: TestApp;
  let hidden: TestMember;
  let liked: TestMember;
  let other: TestMember;

  const located = { ...NEAR, locationSharingEnabled: true, showOnMap: true } satisfies Partial<NewUserRow>;

  beforeAll(async () => {
    t = await createTestApp();
    hidden = await createMember(t, { gender: "female", interestedIn: "male", ...located });
    liked = await createMember(t, { gender: "male", interestedIn: "female", ...HOME, locationSharingEnabled: true });
    other = await createMember(t, { gender: "male", interestedIn: "female", ...HOME, locationSharingEnabled: true });
    await t.app.deps.db.insert(swipes).values({ fromUserId: hidden.id, toUserId: liked.id, isLike: true, createdAt: t.clock.now() });
  });
  afterAll(() => t.close());

  const ids = async (viewer: TestMember, url: string) => ((await viewer.request("GET", url)).json() as Entry[]).map((e) => e.id);
  const inDecks = async (viewer: TestMember) => {
    const [near, smart, world] = await Promise.all([ids(viewer, "/api/discover"), ids(viewer, "/api/discover/smart"), ids(viewer, "/api/discover?globalMatching=true")]);
    const surprise = (await viewer.request("GET", "/api/surprise-match")).json().user?.id;
    return { near: near.includes(hidden.id), smart: smart.includes(hidden.id), world: world.includes(hidden.id), surprise: surprise === hidden.id };
  };
  const everywhere = { near: true, smart: true, world: true, surprise: true };
  const nowhere = { near: false, smart: false, world: false, surprise: false };

  it("an incognito member is only in the decks of members they liked", async () => {
    expect(await inDecks(other)).toEqual(everywhere);
    const res = await hidden.request("PATCH", "/api/user", { privacy: { incognito: true } });
    expect(res.json().privacy).toEqual({ ...DEFAULT_PRIVACY, incognito: true });
    expect(await inDecks(other)).toEqual(nowhere);
    expect(await inDecks(liked)).toEqual(everywhere);
    await hidden.request("PATCH", "/api/user", { privacy: { incognito: false } });
    expect(await inDecks(other)).toEqual(everywhere);
  });

  it("a snoozed member is in nobody's deck, map or surprise match, and wakes at the chosen time", async () => {
    const matchId = await makeMatch(t, liked, hidden);
    expect(await ids(liked, "/api/map/nearby")).toContain(hidden.id);

    const res = await hidden.request("POST", "/api/account/snooze", { hours: 24 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ snoozed: true, until: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString() });
    expect(await inDecks(other)).toEqual(nowhere);
    expect(await ids(liked, "/api/map/nearby")).not.toContain(hidden.id);
    // Matches still chat, and see that they are snoozed.
    const match = (await liked.request("GET", "/api/matches")).json().find((m: { id: number }) => m.id === matchId);
    expect(match.otherSnoozed).toBe(true);
    expect((await liked.request("POST", `/api/matches/${matchId}/messages`, { content: "Hope you are resting" })).statusCode).toBe(201);

    t.clock.advance(24 * HOUR - 1000);
    expect(await inDecks(other)).toEqual(nowhere);
    t.clock.advance(2000);
    expect(await inDecks(other)).toEqual(everywhere);
    expect((await hidden.request("GET", "/api/account/snooze")).json()).toEqual({ snoozed: false, until: null });
    expect(await ids(liked, "/api/map/nearby")).toContain(hidden.id);
  });

  it("snoozes until further notice and wakes on DELETE", async () => {
    expect((await hidden.request("POST", "/api/account/snooze", { hours: null })).json()).toEqual({ snoozed: true, until: null });
    t.clock.advance(200 * HOUR);
    expect(await inDecks(other)).toEqual(nowhere);
    expect((await hidden.request("DELETE", "/api/account/snooze")).json()).toEqual({ snoozed: false, until: null });
    expect(await inDecks(other)).toEqual(everywhere);
  });

  it("refuses a snooze that is not 24, 72, 168 hours or null", async () => {
    for (const body of [{ hours: 0 }, { hours: 10_000 }, { hours: 25 }, { hours: "24" }, {}, { hours: 24, extra: 1 }]) {
      const res = await hidden.request("POST", "/api/account/snooze", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await hidden.request("GET", "/api/account/snooze")).json().snoozed).toBe(false);
  });
});
