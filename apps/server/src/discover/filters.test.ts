import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { CHOICE_FILTER_FIELDS, CHOICE_FILTER_NAMES, CHOICE_FILTERS, DECK_LIMIT, MEMBER_FIELDS, memberFieldStorage, type ChoiceFilterName, type DeckItem, type DiscoverFiltersInput } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { registerViaApi } from "../../test/auth";
import { users, type NewUserRow } from "../db/schema";
import { snapToGrid } from "../location/geo";

const HOME = snapToGrid({ latitude: 30.0444, longitude: 31.2357 });
const near = (dLat: number) => snapToGrid({ latitude: HOME.latitude + dLat, longitude: HOME.longitude });

/**
 * One row per filter: a value inside it, one outside, and the columns that set them. A member with
 * none of these columns set is "unknown", which a strict filter leaves out.
 */
const HAND_WRITTEN: readonly string[] = ["intent", "religion", "practice", "maritalHistory", "hasChildren", "wantsChildren", "smoking", "drinking", "education", "languages"];
const CASES: { name: keyof DiscoverFiltersInput; filter: DiscoverFiltersInput[keyof DiscoverFiltersInput]; inside: Partial<NewUserRow>; outside: Partial<NewUserRow> }[] = [
  { name: "height", filter: { min: 160, max: 180 }, inside: { heightCm: 170 }, outside: { heightCm: 190 } },
  { name: "intent", filter: { values: ["marriage"] }, inside: { relationshipGoals: "marriage" }, outside: { relationshipGoals: "casual" } },
  { name: "religion", filter: { values: ["islam"] }, inside: { religion: "islam", showFaith: true }, outside: { religion: "none", showFaith: true } },
  { name: "practice", filter: { values: ["very", "moderately"] }, inside: { religiousPractice: "very", showFaith: true }, outside: { religiousPractice: "not_practising", showFaith: true } },
  { name: "maritalHistory", filter: { values: ["never_married"] }, inside: { maritalHistory: "never_married" }, outside: { maritalHistory: "divorced" } },
  { name: "hasChildren", filter: { values: ["no"] }, inside: { hasChildren: "no" }, outside: { hasChildren: "yes" } },
  { name: "wantsChildren", filter: { values: ["yes", "open"] }, inside: { wantsChildren: "open" }, outside: { wantsChildren: "no" } },
  { name: "smoking", filter: { values: ["never"] }, inside: { smokingHabits: "never" }, outside: { smokingHabits: "regularly" } },
  { name: "drinking", filter: { values: ["never"] }, inside: { drinkingHabits: "never" }, outside: { drinkingHabits: "socially" } },
  { name: "education", filter: { values: ["masters", "doctorate"] }, inside: { educationLevel: "masters" }, outside: { educationLevel: "high_school" } },
  { name: "languages", filter: { values: ["ar", "fr"] }, inside: { languages: ["en", "fr"] }, outside: { languages: ["en"] }, },
  { name: "verifiedOnly", filter: {}, inside: { verificationStatus: "approved" }, outside: { verificationStatus: "pending" } },
  // A choice filter added to the registry without a case above gets one from its field: its first
  // value inside, its second outside (shown, if sensitive).
  ...CHOICE_FILTER_NAMES.filter((name) => !HAND_WRITTEN.includes(name)).map((name) => {
    const field = CHOICE_FILTER_FIELDS[name];
    const [first, second] = CHOICE_FILTERS[name];
    const shown = "sensitive" in MEMBER_FIELDS[field] ? { showFaith: true } : {};
    const stored = (value: string) => (memberFieldStorage(field) === "list" ? [value] : value);
    const filter = { values: [first] } as DiscoverFiltersInput[ChoiceFilterName];
    return { name, filter, inside: { [field]: stored(first), ...shown } as Partial<NewUserRow>, outside: { [field]: stored(second), ...shown } as Partial<NewUserRow> };
  }),
];

describe(`deck filters (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
  });

  const viewer = (over: Partial<NewUserRow> = {}) => createMember(t, { gender: "male", interestedIn: "female", ...HOME, ...over });
  const ids = async (m: TestMember, url = "/api/discover") => {
    const res = await m.request("GET", url);
    expect(res.statusCode).toBe(200);
    return (res.json() as DeckItem[]).map((i) => i.id);
  };
  const patch = (m: TestMember, body: unknown) => m.request("PATCH", "/api/preferences", body);
  /** A member who is only ever looked at: no password, no session (createMember hashes a password). */
  let seen = 0;
  const candidate = async (over: Partial<NewUserRow>) => {
    seen += 1;
    const values = { username: `seen${seen}`, name: `Seen ${seen}`, email: `seen${seen}@example.test`, age: 30, gender: "female" as const, emailVerifiedAt: t.clock.now() };
    const [row] = await t.app.deps.db.insert(users).values({ ...values, ...over }).returning({ id: users.id });
    return row;
  };

  it("401s anonymous preference calls and the prompt library", async () => {
    expect((await anonymous(t, "PATCH", "/api/preferences", { ageMin: 20 })).statusCode).toBe(401);
    expect((await anonymous(t, "GET", "/api/prompts")).statusCode).toBe(401);
  });

  it("gives a new member their own age -5/+10 as the default range, clamped to 18-99; older members the whole range", async () => {
    await registerViaApi(t, { email: "young@example.test", username: "young", age: 20 });
    await registerViaApi(t, { email: "old@example.test", username: "old", age: 95 });
    const rows = await t.app.deps.db.select({ email: users.email, ageMin: users.ageMin, ageMax: users.ageMax }).from(users);
    expect(rows.find((r) => r.email === "young@example.test")).toMatchObject({ ageMin: 18, ageMax: 30 });
    expect(rows.find((r) => r.email === "old@example.test")).toMatchObject({ ageMin: 90, ageMax: 99 });
    const before = await viewer();
    expect((await before.request("GET", "/api/preferences")).json()).toEqual({ globalMatching: false, ageMin: 18, ageMax: 99, filters: {}, locked: [] });
  });

  it("saves the age range and filters, and refuses bad ones with a clear 400 without saving anything", async () => {
    const me = await viewer({ ageMin: 25, ageMax: 35 });
    const bad: [unknown, RegExp][] = [
      [{ ageMin: 17 }, /ageMin must be at least 18/],
      [{ ageMax: 100 }, /ageMax must be at most 99/],
      [{ ageMin: 40, ageMax: 30 }, /ageMin must not be above ageMax/],
      [{ ageMin: 36, globalMatching: true }, /ageMin must not be above ageMax/],
      [{ filters: { height: { min: 190, max: 160 } } }, /smallest height/],
      [{ filters: { religion: { values: ["pastafarian"] } } }, /religion: please choose among/],
      [{ filters: { intent: { values: [] } } }, /choose at least one/],
      [{ filters: { mood: { values: ["x"] } } }, /mood|Unrecognized/i],
      [{ filters: { smoking: { values: ["never"], strict: "yes" } } }, /boolean/],
    ];
    for (const [body, message] of bad) {
      const res = await patch(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await me.request("GET", "/api/preferences")).json()).toEqual({ globalMatching: false, ageMin: 25, ageMax: 35, filters: {}, locked: [] });

    const filters = { intent: { values: ["marriage"], strict: true }, height: { min: 150, max: 190 } };
    const saved = await patch(me, { ageMin: 22, filters });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ globalMatching: false, ageMin: 22, ageMax: 35, filters: { ...filters, height: { ...filters.height, strict: false } }, locked: [] });
    // Another member's preferences are untouched: the call only ever changes the signed-in member.
    const other = await viewer();
    expect((await other.request("GET", "/api/preferences")).json().filters).toEqual({});
  });

  it("honours the age range in the deck, the smart deck, the surprise match and likes you", async () => {
    const me = await viewer({ ageMin: 25, ageMax: 30, premiumUntil: new Date(t.clock.now().getTime() + 86_400_000) });
    const young = await createMember(t, { age: 24, ...near(0.01) });
    const inRange = await createMember(t, { age: 27, ...near(0.02) });
    const edge = await createMember(t, { age: 30, ...near(0.03) });
    const old = await createMember(t, { age: 31, ...near(0.04) });
    expect(await ids(me)).toEqual([inRange.id, edge.id]);
    expect((await ids(me, "/api/discover/smart")).sort()).toEqual([inRange.id, edge.id].sort());
    expect(await ids(me, "/api/discover?globalMatching=true")).toEqual([inRange.id, edge.id]);
    const surprise = (await me.request("GET", "/api/surprise-match")).json();
    expect([inRange.id, edge.id]).toContain(surprise.user.id);
    for (const fan of [young, inRange, old]) await fan.request("POST", "/api/likes", { toUserId: me.id, isLike: true });
    const likes = (await me.request("GET", "/api/likes/received")).json() as { id: number }[];
    expect(likes.map((l) => l.id)).toEqual([inRange.id]);
  });

  it("applies each filter strictly (unknown is outside) or softly (misses ranked last)", async () => {
    for (const [k, c] of CASES.entries()) {
      // Each filter gets its own town, a degree of latitude (111 km) from the others.
      const town = snapToGrid({ latitude: HOME.latitude + k + 1, longitude: HOME.longitude });
      const at = (dLat: number) => snapToGrid({ latitude: town.latitude + dLat, longitude: town.longitude });
      // The misses are closer, so only the filter can put the fit first.
      const unknown = await candidate(at(0.01));
      const outside = await candidate({ ...at(0.02), ...c.outside });
      const inside = await candidate({ ...at(0.03), ...c.inside });
      const me = await viewer(town);
      expect((await patch(me, { filters: { [c.name]: { ...(c.filter as object), strict: true } } })).statusCode, c.name).toBe(200);
      expect(await ids(me), `${c.name} strict`).toEqual([inside.id]);
      expect((await patch(me, { filters: { [c.name]: { ...(c.filter as object), strict: false } } })).statusCode).toBe(200);
      expect(await ids(me), `${c.name} soft`).toEqual([inside.id, unknown.id, outside.id]);
      expect((await ids(me, "/api/discover/smart"))[0], `${c.name} soft, smart deck`).toBe(inside.id);
    }
  });

  it("keeps likes you to the strict filters (a comment does not lift them) and ranks soft misses last", async () => {
    const me = await viewer({ ageMin: 18, ageMax: 99 });
    const fan = (over: Partial<NewUserRow>, i: number) => createMember(t, { ...near(0.01 * i), ...over });
    const unknown = await fan({}, 1);
    const outside = await fan({ smokingHabits: "regularly", heightCm: 150 }, 2);
    const inside = await fan({ smokingHabits: "never", heightCm: 150 }, 3);
    // In sending order, so the newest (first listed when nothing else counts) is `inside`.
    for (const f of [unknown, outside, inside]) {
      const sent = await f.request("POST", "/api/likes", { toUserId: me.id, isLike: true, comment: "Hello there" });
      expect(sent.statusCode).toBe(200);
    }
    const received = async () => ((await me.request("GET", "/api/likes/received")).json() as { id: number }[]).map((l) => l.id);
    expect(await received()).toEqual([inside.id, outside.id, unknown.id]);
    await patch(me, { filters: { smoking: { values: ["never"], strict: true } } });
    expect(await received()).toEqual([inside.id]);
    // Soft: everyone is listed, the fits first; a strict filter beside it still leaves out its misses.
    await patch(me, { filters: { height: { min: 160, max: 190, strict: false }, smoking: { values: ["never", "regularly"], strict: true } } });
    expect(await received()).toEqual([inside.id, outside.id]);
    await patch(me, { filters: { smoking: { values: ["regularly"], strict: false } } });
    expect(await received()).toEqual([outside.id, inside.id, unknown.id]);
  });

  it("never matches on faith a member keeps hidden, and hides it on their card", async () => {
    const hidden = await createMember(t, { ...near(0.01), religion: "islam", religiousPractice: "very", sect: "sunni", showFaith: false });
    const shown = await createMember(t, { ...near(0.02), religion: "islam", religiousPractice: "very", sect: "sunni", showFaith: true });
    const me = await viewer();
    const deck = (await me.request("GET", "/api/discover")).json() as DeckItem[];
    expect(deck.find((d) => d.id === hidden.id)).toMatchObject({ religion: null, religiousPractice: null, sect: null });
    expect(deck.find((d) => d.id === shown.id)).toMatchObject({ religion: "islam", religiousPractice: "very", sect: "sunni" });
    await patch(me, { filters: { religion: { values: ["islam"], strict: true } } });
    expect(await ids(me)).toEqual([shown.id]);
  });

  it("fills a strict viewer's deck from beyond the closest misses (filters run inside the walk, not after its limit)", async () => {
    const rows: Partial<NewUserRow>[] = [];
    for (let i = 0; i < DECK_LIMIT + 20; i++) rows.push({ ...near(0.001 * (i + 1)), smokingHabits: "regularly" });
    for (let i = 0; i < DECK_LIMIT + 5; i++) rows.push({ ...near(0.1 + 0.001 * i), smokingHabits: "never" });
    await t.app.deps.db.insert(users).values(
      rows.map((r, i) => ({ username: `bulk${i}`, name: `Bulk ${i}`, email: `bulk${i}@example.test`, age: 30, gender: "female" as const, emailVerifiedAt: t.clock.now(), ...r })),
    );
    const me = await viewer();
    await patch(me, { filters: { smoking: { values: ["never"], strict: true } } });
    const deck = (await me.request("GET", "/api/discover")).json() as DeckItem[];
    expect(deck).toHaveLength(DECK_LIMIT);
    const smokers = await t.app.deps.db.select({ id: users.id }).from(users).where(eq(users.smokingHabits, "regularly"));
    const smokerIds = new Set(smokers.map((s) => s.id));
    expect(deck.some((d) => smokerIds.has(d.id))).toBe(false);
  });
});
