import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { swipes, users, type NewUserRow } from "../db/schema";

const MUNICH = { latitude: 48.14, longitude: 11.58 };
type Entry = Record<string, unknown>;

/** Issue 31: every payload that names a member's city also carries its Arabic name (`cityAr`). */
describe(`Arabic city names in payloads (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const viewerOf = () =>
    createMember(t, { gender: "male", interestedIn: "female", latitude: 48.1, longitude: 11.5, premiumUntil: new Date(t.clock.now().getTime() + 86_400_000) });
  const targetOf = (over: Partial<NewUserRow> = {}) => createMember(t, { gender: "female", interestedIn: "male", ...over });

  /** The target as each payload about another member shows it to the viewer. */
  async function payloads(viewer: TestMember, target: TestMember): Promise<Record<string, Entry>> {
    await makeMatch(t, viewer, target);
    await t.app.deps.db.insert(swipes).values({ fromUserId: target.id, toUserId: viewer.id, isLike: true, createdAt: t.clock.now() });
    const get = async (url: string) => {
      const res = await viewer.request("GET", url);
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const find = (list: Entry[]) => list.find((e) => e.id === target.id)!;
    const out: Record<string, Entry> = {
      deck: find(await get("/api/discover?globalMatching=true")),
      smartDeck: find(await get("/api/discover/smart?globalMatching=true")),
      matches: (await get("/api/matches")).find((m: Entry) => (m.otherUser as Entry).id === target.id).otherUser,
      receivedLikes: find(await get("/api/likes/received")),
    };
    for (const [name, entry] of Object.entries(out)) expect(entry, name).toBeDefined();
    return out;
  }

  it("a city saved through the geocoder: the member's own payloads and every other member's view carry it", async () => {
    const viewer = await viewerOf();
    const target = await targetOf();
    const saved = await target.request("POST", "/api/location", MUNICH);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ city: "Munich", cityAr: "ميونخ", country: "Germany" });
    expect((await target.request("GET", "/api/user")).json()).toMatchObject({ city: "Munich", cityAr: "ميونخ" });
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, target.id));
    expect(row.cityAr).toBe("ميونخ");
    for (const [name, entry] of Object.entries(await payloads(viewer, target))) {
      expect([entry.city, entry.cityAr, entry.country], name).toEqual(["Munich", "ميونخ", "Germany"]);
    }
  });

  it("rows from before city_ar read Arabic from the offline list at read time; unknown cities read null", async () => {
    const viewer = await viewerOf();
    const old = await targetOf({ city: "Oslo", country: "Norway", location: "Oslo, Norway", latitude: 59.91, longitude: 10.75 });
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, old.id));
    expect(row.cityAr).toBeNull();
    expect((await old.request("GET", "/api/user")).json().cityAr).toBe("أوسلو");
    for (const [name, entry] of Object.entries(await payloads(viewer, old))) expect(entry.cityAr, name).toBe("أوسلو");

    const typed = await targetOf({ city: "Testville", country: "Testland" });
    expect((await typed.request("GET", "/api/user")).json()).toMatchObject({ city: "Testville", cityAr: null });
  });

  it("the Arabic name always comes from the server: a browser-sent cityAr is ignored", async () => {
    const member = await targetOf();
    const res = await member.request("POST", "/api/location", { ...MUNICH, city: "Munich", country: "Germany", cityAr: "<b>not this</b>" });
    expect(res.statusCode).toBe(200);
    expect(res.json().cityAr).toBe("ميونخ");
    // A city the browser names differently from the geocoder takes the offline list's name for it, if any.
    const other = await member.request("POST", "/api/location", { ...MUNICH, city: "London", country: "United Kingdom" });
    expect(other.json()).toMatchObject({ city: "London", cityAr: "لندن" });
  });

  it("validation errors stay 400 with a clear message, and nobody else's city changes", async () => {
    const a = await targetOf();
    const b = await targetOf({ city: "Cairo", country: "Egypt", cityAr: "القاهرة" });
    const bad = await a.request("POST", "/api/location", { ...MUNICH, city: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION_FAILED");
    await a.request("POST", "/api/location", MUNICH);
    expect((await b.request("GET", "/api/user")).json()).toMatchObject({ city: "Cairo", cityAr: "القاهرة" });
    expect((await a.request("GET", "/api/location/reverse?lat=48.14&lng=11.58")).json()).toEqual({ city: "Munich", cityAr: "ميونخ", country: "Germany" });
  });
});

describe(`Arabic city names from a Nominatim-compatible GEOCODER_URL (${testDbKind})`, () => {
  let t: TestApp;
  const calls: URL[] = [];
  beforeAll(async () => {
    // The geocoder takes the global fetch when first used: a stand-in, no network.
    vi.stubGlobal("fetch", async (url: URL) => {
      calls.push(new URL(url));
      const answer = { name: "Garching", address: { town: "Garching", country: "Germany" }, namedetails: { name: "Garching", "name:ar": "غارشينغ" } };
      return new Response(JSON.stringify(answer), { status: 200 });
    });
    t = await createTestApp({ config: { geocoderUrl: "https://geo.example/reverse" } });
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllGlobals();
  });

  it("stores the geocoder's name:ar for the city the browser got from /api/location/reverse (one request per cell)", async () => {
    const member = await createMember(t);
    const reverse = (await member.request("GET", "/api/location/reverse?lat=48.25&lng=11.65")).json();
    expect(reverse).toEqual({ city: "Garching", cityAr: "غارشينغ", country: "Germany" });
    const saved = await member.request("POST", "/api/location", { latitude: 48.25, longitude: 11.65, city: reverse.city, country: reverse.country });
    expect(saved.json()).toMatchObject({ city: "Garching", cityAr: "غارشينغ", country: "Germany" });
    expect((await member.request("GET", "/api/user")).json().cityAr).toBe("غارشينغ");
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get("namedetails")).toBe("1");
  });
});
