import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { PREMIUM_FILTER_NAMES, type AdminSiteResponse, type DeckItem, type Preferences } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { users, type NewUserRow } from "../db/schema";
import { snapToGrid } from "../location/geo";

const ADMIN = "filters-admin@example.test";
const HOME = snapToGrid({ latitude: 30.0444, longitude: 31.2357 });
const DAY = 86_400_000;

describe(`premium filters as an operator setting (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
    // The truncate empties the settings row too (it names its editor): each test starts from the defaults.
    t.app.deps.site.invalidate();
    admin = await createMember(t, { email: ADMIN });
  });

  const premiumFilters = async (on: boolean, by: TestMember = admin) => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    return by.request("PATCH", "/api/admin/site", { version, rules: { premiumFilters: on } });
  };
  const member = (over: Partial<NewUserRow> = {}) => createMember(t, { gender: "male", interestedIn: "female", ...HOME, ...over });
  const premiumUntil = (days: number) => new Date(t.clock.now().getTime() + days * DAY);
  const candidate = (over: Partial<NewUserRow>) => createMember(t, { gender: "female", interestedIn: "male", age: 30, ...HOME, ...over });
  const deckIds = async (m: TestMember) => ((await m.request("GET", "/api/discover")).json() as DeckItem[]).map((i) => i.id);
  const smoking = { smoking: { values: ["never"], strict: true } };

  it("is off by default: every member sets every filter, and nothing is locked", async () => {
    expect(((await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse).settings.rules.premiumFilters).toBe(false);
    expect((await anonymous(t, "GET", "/api/site")).json().rules.premiumFilters).toBe(false);
    const free = await member();
    const res = await free.request("PATCH", "/api/preferences", { filters: { ...smoking, height: { min: 160, max: 180 } } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Preferences).locked).toEqual([]);
    expect(((await free.request("GET", "/api/preferences")).json() as Preferences).locked).toEqual([]);
  });

  it("on: a free member's advanced filter is refused with 403 PREMIUM_FILTER and nothing is saved; basic ones and the age range stay free", async () => {
    expect((await premiumFilters(true)).statusCode).toBe(200);
    expect((await anonymous(t, "GET", "/api/site")).json().rules.premiumFilters).toBe(true);
    const free = await member();
    expect(((await free.request("GET", "/api/preferences")).json() as Preferences).locked).toEqual([...PREMIUM_FILTER_NAMES]);
    const refused = await free.request("PATCH", "/api/preferences", { ageMin: 25, filters: smoking });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "PREMIUM_FILTER", message: expect.stringContaining("smoking") });
    expect((await free.request("GET", "/api/preferences")).json()).toMatchObject({ ageMin: 18, filters: {} });
    const basic = { religion: { values: ["islam"], strict: true }, languages: { values: ["ar"] }, verifiedOnly: { strict: true } };
    const ok = await free.request("PATCH", "/api/preferences", { ageMin: 25, ageMax: 40, filters: basic });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ageMin: 25, ageMax: 40, filters: basic });
  });

  it("on: a premium member sets advanced filters and their deck applies them", async () => {
    await premiumFilters(true);
    const premium = await member({ premiumUntil: premiumUntil(30) });
    const smoker = await candidate({ smokingHabits: "regularly" });
    const nonSmoker = await candidate({ smokingHabits: "never" });
    const res = await premium.request("PATCH", "/api/preferences", { filters: smoking });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Preferences).locked).toEqual([]);
    expect(await deckIds(premium)).toEqual([nonSmoker.id]);
    expect(await deckIds(premium)).not.toContain(smoker.id);
  });

  it("on: a lapsed member's saved advanced filters are kept but ignored by the deck, and apply again on renewal", async () => {
    await premiumFilters(true);
    const lapsing = await member({ premiumUntil: premiumUntil(30) });
    const smoker = await candidate({ smokingHabits: "regularly" });
    const nonSmoker = await candidate({ smokingHabits: "never" });
    const filters = { ...smoking, religion: { values: ["islam"] } };
    expect((await lapsing.request("PATCH", "/api/preferences", { filters })).statusCode).toBe(200);
    expect(await deckIds(lapsing)).toEqual([nonSmoker.id]);

    await t.app.deps.db.update(users).set({ premiumUntil: premiumUntil(-1) }).where(eq(users.id, lapsing.id));
    const lapsed = (await lapsing.request("GET", "/api/preferences")).json() as Preferences;
    expect(lapsed.filters).toEqual({ smoking: { values: ["never"], strict: true }, religion: { values: ["islam"], strict: false } });
    expect(lapsed.locked).toContain("smoking");
    expect((await deckIds(lapsing)).sort()).toEqual([smoker.id, nonSmoker.id].sort());
    // The filter card sends every saved filter back: unchanged locked ones pass, changed ones do not, removing is allowed.
    expect((await lapsing.request("PATCH", "/api/preferences", { filters: lapsed.filters })).statusCode).toBe(200);
    const changed = await lapsing.request("PATCH", "/api/preferences", { filters: { ...lapsed.filters, smoking: { values: ["never"], strict: false } } });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().code).toBe("PREMIUM_FILTER");

    await premiumFilters(false);
    expect(await deckIds(lapsing)).toEqual([nonSmoker.id]);
    await premiumFilters(true);
    await t.app.deps.db.update(users).set({ premiumUntil: premiumUntil(30) }).where(eq(users.id, lapsing.id));
    expect(await deckIds(lapsing)).toEqual([nonSmoker.id]);
    expect(((await lapsing.request("GET", "/api/preferences")).json() as Preferences).locked).toEqual([]);
  });

  it("a lapsed member's locked filters do not hide the likes they received", async () => {
    await premiumFilters(true);
    const lapsed = await member({ premiumUntil: premiumUntil(30) });
    expect((await lapsed.request("PATCH", "/api/preferences", { filters: smoking })).statusCode).toBe(200);
    await t.app.deps.db.update(users).set({ premiumUntil: premiumUntil(-1) }).where(eq(users.id, lapsed.id));
    const smoker = await candidate({ smokingHabits: "regularly" });
    expect((await smoker.request("POST", "/api/likes", { toUserId: lapsed.id, isLike: true, comment: "Hello there" })).statusCode).toBe(200);
    const likes = (await lapsed.request("GET", "/api/likes/received")).json() as { id: number }[];
    expect(likes.map((l) => l.id)).toEqual([smoker.id]);
  });

  it("locks nothing while premium itself is switched off: nobody could buy the filters", async () => {
    await premiumFilters(true);
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    expect((await admin.request("PATCH", "/api/admin/site", { version, features: { premium: false } })).statusCode).toBe(200);
    const free = await member();
    expect(((await free.request("GET", "/api/preferences")).json() as Preferences).locked).toEqual([]);
    expect((await free.request("PATCH", "/api/preferences", { filters: smoking })).statusCode).toBe(200);
  });

  it("only an admin changes the setting", async () => {
    const plain = await member();
    const res = await premiumFilters(true, plain);
    expect(res.statusCode).toBe(403);
    expect((await anonymous(t, "GET", "/api/site")).json().rules.premiumFilters).toBe(false);
    const bad = await premiumFilters("yes" as unknown as boolean);
    expect(bad.statusCode).toBe(400);
  });
});
