import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEFAULT_PRIVACY, type PrivacySettings } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { swipes, users, type NewUserRow } from "../db/schema";
import { snapToGrid } from "../location/geo";
import { makeMatch } from "../../test/matches";

const HOME = { latitude: 51.5, longitude: -0.12 };
/** About 9 km north of HOME: close enough for the "you live close" sentence. */
const NINE_KM = snapToGrid({ latitude: HOME.latitude + 0.08, longitude: HOME.longitude });
const FAR_AWAY = snapToGrid({ latitude: HOME.latitude + 0.4, longitude: HOME.longitude });

type Entry = Record<string, unknown>;

/**
 * Every payload another member receives about a member, and every sentence written about them,
 * honours every privacy switch (one case per switch and payload).
 */
describe(`privacy switches in every payload (${testDbKind})`, () => {
  let t: TestApp;
  const everyone: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function member(over: Partial<NewUserRow>): Promise<TestMember> {
    const m = await createMember(t, { gender: "female", interestedIn: "male", interests: ["Music", "Travel"], ...over });
    everyone.push(m.id);
    return m;
  }

  /** A viewer and a target who is in their deck, matched, has liked them, shares the map and is online. */
  async function pair(privacy: Partial<PrivacySettings>, over: Partial<NewUserRow> = {}) {
    const viewer = await member({
      gender: "male",
      interestedIn: "female",
      ...snapToGrid(HOME),
      locationSharingEnabled: true,
      showOnMap: true,
      premiumUntil: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const target = await member({
      ...NINE_KM,
      age: 31,
      locationSharingEnabled: true,
      showOnMap: true,
      privacy: { ...DEFAULT_PRIVACY, ...privacy },
      ...over,
    });
    await makeMatch(t, viewer, target);
    await t.app.deps.db.insert(swipes).values({ fromUserId: target.id, toUserId: viewer.id, isLike: true, createdAt: t.clock.now() });
    await t.app.deps.presence.socketOpened(target.id, `socket-${target.id}`);
    return { viewer, target };
  }

  /** The target as each payload shows them to the viewer. */
  async function payloads(viewer: TestMember, target: TestMember): Promise<Record<string, Entry>> {
    const get = async (url: string) => {
      const res = await viewer.request("GET", url);
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const find = (list: Entry[]) => list.find((e) => e.id === target.id)!;
    const others = everyone.filter((id) => id !== target.id && id !== viewer.id).join(",");
    const surprise = await get(`/api/surprise-match${others ? `?exclude=${others}` : ""}`);
    const out: Record<string, Entry> = {
      deck: find(await get("/api/discover?globalMatching=true")),
      smartDeck: find(await get("/api/discover/smart?globalMatching=true")),
      matches: (await get("/api/matches")).find((m: Entry) => (m.otherUser as Entry).id === target.id).otherUser,
      receivedLikes: find(await get("/api/likes/received")),
      map: find(await get("/api/map/nearby")),
      surprise: { ...surprise.user, text: `${surprise.aiReason} ${surprise.matchStrengths.join(" ")}` },
    };
    for (const [name, entry] of Object.entries(out)) expect(entry, name).toBeDefined();
    return out;
  }

  async function analysis(viewer: TestMember, target: TestMember): Promise<Entry> {
    const res = await viewer.request("POST", "/api/analyze-compatibility", { targetUserId: target.id });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const words = (a: Entry) => [a.explanation, ...(a.compatibilityReasons as string[]), ...(a.potentialChallenges as string[])].join(" ");

  it("with every switch on, each payload shows age, distance and online state (the control case)", async () => {
    const { viewer, target } = await pair({});
    for (const [name, entry] of Object.entries(await payloads(viewer, target))) {
      expect(entry.age, name).toBe(31);
      expect(entry.distance, name).toBeGreaterThan(0);
      if (name !== "surprise") expect(entry.isOnline, name).toBe(true);
    }
    expect(words(await analysis(viewer, target))).toMatch(/about \d+ km/);
  });

  /** Every string in a payload, however deep. */
  const textsOf = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(textsOf) : [];

  it("showAge off: no payload carries the age, and the analysis does not depend on it", async () => {
    const { viewer, target } = await pair({ showAge: false }, { age: 52 });
    for (const [name, entry] of Object.entries(await payloads(viewer, target))) {
      expect(entry.age, name).toBeNull();
      // The age as text anywhere (a sentence, a label); as a standalone number only, since ids and
      // generated usernames hold the digits 5 and 2 by chance.
      expect(textsOf(entry).join("\n"), name).not.toMatch(/years|Similar age|\b52\b/);
    }
    const before = await analysis(viewer, target);
    expect(words(before)).not.toMatch(/years between/);
    await t.app.deps.db.update(users).set({ age: 24 }).where(eq(users.id, target.id));
    expect(await analysis(viewer, target)).toEqual(before);
  });

  for (const [label, privacy, over] of [
    ["privacy showDistance off", { showDistance: false }, {}],
    ["location settings' Show Distance off", {}, { showDistance: false }],
  ] as const) {
    it(`${label}: no payload carries the distance, no sentence says how far, nothing depends on it`, async () => {
      const { viewer, target } = await pair(privacy, over);
      for (const [name, entry] of Object.entries(await payloads(viewer, target))) {
        expect(entry.distance ?? null, name).toBeNull();
        expect(JSON.stringify(entry), name).not.toMatch(/km|Lives nearby/);
      }
      const before = await analysis(viewer, target);
      expect(words(before)).not.toMatch(/km/);
      await t.app.deps.db.update(users).set(FAR_AWAY).where(eq(users.id, target.id));
      expect(await analysis(viewer, target)).toEqual(before);
    });
  }

  it("showOnlineStatus off: every payload says offline while they are online", async () => {
    const { viewer, target } = await pair({ showOnlineStatus: false });
    expect(await t.app.deps.presence.isOnline(target.id)).toBe(true);
    for (const [name, entry] of Object.entries(await payloads(viewer, target))) {
      if ("isOnline" in entry) expect(entry.isOnline, name).toBe(false);
    }
  });

  it("readReceipts off: the sender never learns when their message was read", async () => {
    const { viewer, target } = await pair({ readReceipts: false });
    const matchId = (await viewer.request("GET", "/api/matches")).json()[0].id as number;
    expect((await viewer.request("POST", `/api/matches/${matchId}/messages`, { content: "hello" })).statusCode).toBe(201);
    expect((await target.request("GET", `/api/matches/${matchId}/messages`)).statusCode).toBe(200);
    const seenBySender = (await viewer.request("GET", `/api/matches/${matchId}/messages`)).json();
    expect(seenBySender[0].readAt).toBeNull();
  });

  it("showLastSeen off: no payload carries a last-seen time at all", async () => {
    const { viewer, target } = await pair({ showLastSeen: false }, { lastActiveAt: t.clock.now() });
    for (const [name, entry] of Object.entries(await payloads(viewer, target))) {
      expect(JSON.stringify(entry), name).not.toMatch(/lastActive|lastSeen/i);
    }
  });
});
