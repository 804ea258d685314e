import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRICES, SITE_DEFAULTS, type AdminSiteResponse, type PublicSite } from "@ulfa/contracts";
import { matches } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";

const ADMIN = "site-admin@example.test";

describe(`site settings (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const load = async () => (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
  const site = async () => (await anonymous(t, "GET", "/api/site")).json() as PublicSite;

  it("answers the seed's values on a fresh install, to anyone", async () => {
    const res = await anonymous(t, "GET", "/api/site");
    expect(res.statusCode).toBe(200);
    const body = res.json() as PublicSite;
    expect(body.version).toBe(0);
    expect(body.siteName).toEqual({ en: "Ulfa", ar: "أُلفة" });
    expect(body.contactEmail).toBe("support@ulfa.example");
    expect(body.companyName.en).toBe("Ulfa Ltd");
    expect(body.privacy.updatedAt).toBe(SITE_DEFAULTS.privacy.updatedAt);
    expect(body.privacy.html.en).toContain("<h2>Information We Collect</h2>");
    expect(body.privacy.html.ar).toContain("<h2>المعلومات التي نجمعها</h2>");
    expect(body.rules).toEqual({ minimumAge: 18, firstMessage: "anyone", matchExpiryHours: 0, prices: DEFAULT_PRICES, premiumFilters: false, yourTurn: 5, travelPremiumOnly: false, admission: "open" });
    expect(DEFAULT_PRICES).toEqual({ currency: "USD", monthly: 20, annual: 180, superLikePacks: [4.99, 12.99, 19.99], boostPacks: [3.99, 14.99, 24.99] });
    expect(body.features).toEqual({ premium: true, map: true, calls: true, surprise: true });
  });

  it("refuses anonymous (401) and non-admins (403), for reading and changing", async () => {
    expect((await anonymous(t, "GET", "/api/admin/site")).statusCode).toBe(401);
    expect((await anonymous(t, "PATCH", "/api/admin/site", { version: 0, contactEmail: "a@b.test" })).statusCode).toBe(401);
    const read = await member.request("GET", "/api/admin/site");
    expect(read.statusCode).toBe(403);
    const write = await member.request("PATCH", "/api/admin/site", { version: 0, contactEmail: "a@b.test" });
    expect(write.statusCode).toBe(403);
    expect((await site()).contactEmail).toBe("support@ulfa.example");
  });

  it("saves a change, bumps the version and shows it in the public answer at once", async () => {
    const { version } = await load();
    const res = await admin.request("PATCH", "/api/admin/site", {
      version,
      siteName: { en: "Harbour Hearts", ar: "قلوب الميناء" },
      contactEmail: "hello@harbour.test",
      brandColor: "#0f766e",
      companyName: { en: "", ar: "" },
      about: { en: "We are **Harbour**.", ar: "نحن **الميناء**." },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as AdminSiteResponse;
    expect(saved.version).toBe(version + 1);
    expect(saved.settings.rules).toEqual(SITE_DEFAULTS.rules);
    const pub = await site();
    expect(pub.version).toBe(version + 1);
    expect(pub.siteName.ar).toBe("قلوب الميناء");
    expect(pub.contactEmail).toBe("hello@harbour.test");
    expect(pub.brandColor).toBe("#0f766e");
    expect(pub.companyName).toEqual({ en: "", ar: "" });
    expect(pub.aboutHtml.en).toBe("<p>We are <strong>Harbour</strong>.</p>\n");
  });

  it("merges grouped settings key by key", async () => {
    const { version } = await load();
    const res = await admin.request("PATCH", "/api/admin/site", { version, rules: { dailyLikes: 20 }, features: { map: false } });
    expect(res.statusCode).toBe(200);
    const { settings } = res.json() as AdminSiteResponse;
    expect(settings.rules).toEqual({ ...SITE_DEFAULTS.rules, dailyLikes: 20 });
    expect(settings.features).toEqual({ ...SITE_DEFAULTS.features, map: false });
  });

  it.each([
    [{ brandColor: "red" }, "brandColor"],
    [{ brandColor: "#12345g" }, "brandColor"],
    [{ contactEmail: "not-an-address" }, "contactEmail"],
    [{ siteName: { en: "", ar: "x" } }, "siteName.en"],
    [{ privacy: { en: "x", ar: "y", updatedAt: "yesterday" } }, "privacy.updatedAt"],
    [{ rules: { minimumAge: 16 } }, "rules.minimumAge"],
    [{ rules: { matchExpiryHours: 48 } }, "rules.matchExpiryHours"],
    [{ rules: { firstMessage: "men" } }, "rules.firstMessage"],
    [{ logoUrl: "/x.png" }, "logoUrl"],
  ])("refuses %j with 400 naming %s", async (change, field) => {
    const { version } = await load();
    const res = await admin.request("PATCH", "/api/admin/site", { version, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it("refuses a change without the version it was made on", async () => {
    const res = await admin.request("PATCH", "/api/admin/site", { contactEmail: "x@y.test" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("version");
  });

  it("refuses the later of two saves made on the same version (409), keeping the first", async () => {
    const { version } = await load();
    const first = await admin.request("PATCH", "/api/admin/site", { version, contactEmail: "first@harbour.test" });
    expect(first.statusCode).toBe(200);
    const second = await admin.request("PATCH", "/api/admin/site", { version, contactEmail: "second@harbour.test" });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe("SETTINGS_CHANGED");
    expect((await site()).contactEmail).toBe("first@harbour.test");
  });

  it("renders the operator's Markdown sanitised: raw HTML as text, no script links, no images", async () => {
    const { version } = await load();
    const evil = '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) [ok](https://example.test) ![p](https://x.test/p.png)';
    const res = await admin.request("PATCH", "/api/admin/site", { version, terms: { en: evil, ar: evil, updatedAt: "2026-05-01" } });
    expect(res.statusCode).toBe(200);
    const html = (await site()).terms.html.en;
    expect(html).not.toMatch(/<script|<img|javascript:|onerror="/);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<a href="https://example.test/" rel="noopener noreferrer nofollow" target="_blank">ok</a>');
  });

  it("records each save in the audit log", async () => {
    const res = await admin.request("GET", "/api/admin/audit");
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as { action: string; actorId: number }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action === "site.update" && e.actorId === admin.id)).toBe(true);
  });

  it("records the old and new value of each setting a save changed, and nothing it left alone", async () => {
    const { version, settings } = await load();
    const res = await admin.request("PATCH", "/api/admin/site", { version, contactEmail: "audit@harbour.test", brandColor: settings.brandColor, rules: { minimumAge: 21 } });
    expect(res.statusCode).toBe(200);
    const [latest] = (await admin.request("GET", "/api/admin/audit")).json().entries as { action: string; detail: Record<string, unknown> }[];
    expect(latest.action).toBe("site.update");
    expect(latest.detail).toEqual({
      version: version + 1,
      changed: ["contactEmail", "rules"],
      changes: {
        contactEmail: { from: settings.contactEmail, to: "audit@harbour.test" },
        rules: { from: settings.rules, to: { ...settings.rules, minimumAge: 21 } },
      },
    });
  });
});

describe(`landing tiles (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN, country: "Norway" });
  });
  afterAll(() => t.close());

  const tiles = async () => ((await anonymous(t, "GET", "/api/site")).json() as PublicSite).tiles;
  const patch = async (change: object) => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    const res = await admin.request("PATCH", "/api/admin/site", { version, ...change });
    expect(res.statusCode).toBe(200);
  };

  it("never claims a number below its threshold: a feature tile instead", async () => {
    expect(await tiles()).toEqual([
      { key: "members", kind: "feature", value: null },
      { key: "matches", kind: "feature", value: null },
      { key: "satisfaction", kind: "feature", value: null },
      { key: "countries", kind: "feature", value: null },
    ]);
  });

  it("shows the real counts once each reaches the operator's threshold", async () => {
    const b = await createMember(t, { country: "Egypt" });
    await createMember(t, { country: " norway " });
    await t.app.deps.db.insert(matches).values({ userAId: admin.id, userBId: b.id });
    await patch({ tiles: { thresholds: { members: 3, matches: 1, countries: 5 } } });
    expect(await tiles()).toEqual([
      { key: "members", kind: "count", value: 3 },
      { key: "matches", kind: "count", value: 1 },
      { key: "satisfaction", kind: "feature", value: null },
      { key: "countries", kind: "feature", value: null },
    ]);
  });

  it("shows the seed's demo figures only when the operator turns them on", async () => {
    await patch({ tiles: { demoFigures: true } });
    expect(await tiles()).toEqual([
      { key: "members", kind: "demo", value: "5K+" },
      { key: "matches", kind: "demo", value: "2.5K+" },
      { key: "satisfaction", kind: "demo", value: "92%" },
      { key: "countries", kind: "demo", value: "15+" },
    ]);
  });
});

describe(`a newer policy or terms (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
  });
  afterAll(() => t.close());

  it("is shown to a member at their next visit until they have seen it, and only to members", async () => {
    const member = await createMember(t);
    expect((await anonymous(t, "GET", "/api/site/policies")).statusCode).toBe(401);
    expect((await member.request("GET", "/api/site/policies")).json()).toMatchObject({ privacyChanged: false, termsChanged: false });
    const { version, settings } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    const res = await admin.request("PATCH", "/api/admin/site", { version, terms: { ...settings.terms, en: "New terms", updatedAt: "2026-06-01" } });
    expect(res.statusCode).toBe(200);
    expect((await member.request("GET", "/api/site/policies")).json()).toEqual({
      privacyChanged: false,
      termsChanged: true,
      privacyUpdatedAt: SITE_DEFAULTS.privacy.updatedAt,
      termsUpdatedAt: "2026-06-01",
    });
    expect((await member.request("POST", "/api/site/policies/seen")).statusCode).toBe(204);
    expect((await member.request("GET", "/api/site/policies")).json()).toMatchObject({ termsChanged: false });
    // A member first seen after the change is taken to know it (they accepted it at sign-up).
    expect((await (await createMember(t)).request("GET", "/api/site/policies")).json()).toMatchObject({ termsChanged: false });
  });
});
