import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse, DeckItem, TravelState } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { snapToGrid } from "../location/geo";

const ADMIN = "travel-admin@example.test";
const DAY = 86_400_000;
// Home in Amman, a trip to London: far from each other and from other test files' worlds.
const AMMAN = snapToGrid({ latitude: 31.9539, longitude: 35.9106 });
const LONDON = snapToGrid({ latitude: 51.5072, longitude: -0.1276 });
const NEAR_LONDON = snapToGrid({ latitude: 51.52, longitude: -0.1 });

describe(`travel (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let traveller: TestMember;
  let inLondon: TestMember;
  let inAmman: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
    traveller = await createMember(t, { gender: "female", interestedIn: "male", ...AMMAN, city: "Amman", country: "Jordan", location: "Amman, Jordan" });
    inLondon = await createMember(t, { gender: "male", interestedIn: "female", ...NEAR_LONDON, city: "London" });
    inAmman = await createMember(t, { gender: "male", interestedIn: "female", ...AMMAN, city: "Amman" });
  });
  afterAll(() => t.close());

  const until = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const deck = async (m: TestMember) => (await m.request("GET", "/api/discover")).json() as DeckItem[];

  it("refuses a past or too distant end, and bad coordinates, naming the field", async () => {
    const bad = async (body: object, field: string) => {
      const res = await traveller.request("PUT", "/api/travel", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}`));
    };
    await bad({ ...LONDON, until: until(-1) }, "until");
    await bad({ ...LONDON, until: until(31) }, "until");
    await bad({ ...LONDON, until: "soon" }, "until");
    await bad({ latitude: 95, longitude: 0, until: until(3) }, "latitude");
    expect(((await traveller.request("GET", "/api/travel")).json() as TravelState).travelling).toBe(false);
  });

  it("decks, distances and cards use the travel place; those there see 'visiting'; home is never shown", async () => {
    const res = await traveller.request("PUT", "/api/travel", { ...LONDON, city: "London", until: until(5) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ travelling: true, city: "London", maxDays: 30 });
    const hers = await deck(traveller);
    expect(hers.map((c) => c.id)).toContain(inLondon.id);
    expect(hers.map((c) => c.id)).not.toContain(inAmman.id);
    expect(hers.find((c) => c.id === inLondon.id)!.distance).toBeLessThanOrEqual(3);

    const seenInLondon = await inLondon.request("GET", "/api/discover");
    const card = (seenInLondon.json() as DeckItem[]).find((c) => c.id === traveller.id)!;
    expect(card.visiting).toEqual({ city: "London", cityAr: "لندن" });
    expect(card.distance).toBeLessThanOrEqual(3);
    expect(card.city).toBe("London");
    // Nothing of home: not the city, not the coordinates.
    expect(seenInLondon.body).not.toContain("Amman");
    expect(seenInLondon.body).not.toContain(String(AMMAN.latitude));
    expect((await deck(inAmman)).map((c) => c.id)).not.toContain(traveller.id);
  });

  it("'visiting' names the city in Arabic where the city list knows it, and only there", async () => {
    // A city the list has: its Arabic name comes with the trip (the card's own place may be hidden).
    const [leeds] = (await traveller.request("GET", "/api/travel/cities?q=Leeds")).json() as { city: string; cityAr: string; latitude: number; longitude: number }[];
    const nearLeeds = await createMember(t, { gender: "male", interestedIn: "female", ...snapToGrid({ latitude: leeds.latitude, longitude: leeds.longitude + 0.02 }), city: "Leeds" });
    expect((await traveller.request("PUT", "/api/travel", { latitude: leeds.latitude, longitude: leeds.longitude, city: leeds.city, until: until(3) })).statusCode).toBe(200);
    expect((await deck(nearLeeds)).find((c) => c.id === traveller.id)?.visiting).toEqual({ city: "Leeds", cityAr: leeds.cityAr });
    // A place the list does not name: the English name alone, never another city's Arabic one.
    expect((await traveller.request("PUT", "/api/travel", { latitude: leeds.latitude, longitude: leeds.longitude, city: "Headingley", until: until(3) })).statusCode).toBe(200);
    expect((await deck(nearLeeds)).find((c) => c.id === traveller.id)?.visiting).toEqual({ city: "Headingley", cityAr: null });
    // Back to London for the tests below.
    expect((await traveller.request("PUT", "/api/travel", { ...LONDON, city: "London", until: until(5) })).statusCode).toBe(200);
  });

  it("a location saved while travelling becomes the home she returns to; DELETE brings her home at once", async () => {
    const saved = await traveller.request("POST", "/api/location", { latitude: 31.96, longitude: 35.92, city: "Amman", country: "Jordan" });
    expect(saved.statusCode).toBe(200);
    expect((await deck(inLondon)).find((c) => c.id === traveller.id)?.visiting).toEqual({ city: "London", cityAr: "لندن" });
    const ended = await traveller.request("DELETE", "/api/travel");
    expect(ended.json()).toMatchObject({ travelling: false, city: null });
    const card = (await deck(inAmman)).find((c) => c.id === traveller.id)!;
    expect(card.visiting).toBeUndefined();
    expect(card.city).toBe("Amman");
    expect((await deck(inLondon)).map((c) => c.id)).not.toContain(traveller.id);
  });

  it("ends by itself at `until` (a durable job)", async () => {
    await traveller.request("PUT", "/api/travel", { ...LONDON, city: "London", until: until(2) });
    expect((await deck(inLondon)).map((c) => c.id)).toContain(traveller.id);
    t.clock.advance(2 * DAY + 1000);
    await t.app.deps.jobs.runDue();
    expect((await deck(inLondon)).map((c) => c.id)).not.toContain(traveller.id);
    expect((await deck(inAmman)).map((c) => c.id)).toContain(traveller.id);
  });

  it("searches the offline city list in English and Arabic", async () => {
    const en = (await traveller.request("GET", "/api/travel/cities?q=lond")).json();
    expect(en[0]).toMatchObject({ city: "London", cityAr: "لندن", country: "United Kingdom" });
    const ar = (await traveller.request("GET", `/api/travel/cities?q=${encodeURIComponent("دبي")}`)).json();
    expect(ar[0]).toMatchObject({ city: "Dubai" });
    expect((await traveller.request("GET", "/api/travel/cities?q=")).statusCode).toBe(400);
  });

  it("is premium-only when the site says so", async () => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    await admin.request("PATCH", "/api/admin/site", { version, rules: { travelPremiumOnly: true } });
    const free = await traveller.request("PUT", "/api/travel", { ...LONDON, until: until(3) });
    expect(free.statusCode).toBe(403);
    expect(free.json().code).toBe("PREMIUM_REQUIRED");
    const premium = await createMember(t, { premiumUntil: new Date(t.clock.now().getTime() + 30 * DAY), ...AMMAN });
    expect((await premium.request("PUT", "/api/travel", { ...LONDON, until: until(3) })).statusCode).toBe(200);
  });
});
