import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LANDING, LANDING_TEXT_MAX, type AdminSiteResponse, type PublicSite } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";

const ADMIN = "landing-admin@example.test";

describe(`landing texts and the promo banner as site settings (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const version = async () => ((await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse).version;
  const site = async () => (await anonymous(t, "GET", "/api/site")).json() as PublicSite;

  it("starts from the texts the app had built in, with the site's name in place of {site}", async () => {
    const { landing } = await site();
    expect(landing.title).toEqual(DEFAULT_LANDING.title);
    expect(landing.join.en).toBe("Join thousands of singles who found someone who shares their values, their humour and their dreams.");
    expect(landing.subtitle.en).toMatch(/^Ulfa brings together people/);
    expect(landing.subtitle.ar).toMatch(/^في أُلفة نجمع/);
    expect([landing.cards, landing.promo]).toEqual([true, true]);
    expect(landing.promoTitle.en).toBe("Zodiac Compatibility");
  });

  it("lets only admins change them: 401 signed out, 403 for a member", async () => {
    const change = { version: await version(), landing: { promo: false } };
    expect((await anonymous(t, "PATCH", "/api/admin/site", change)).statusCode).toBe(401);
    expect((await member.request("PATCH", "/api/admin/site", change)).statusCode).toBe(403);
    expect((await site()).landing.promo).toBe(true);
  });

  it("saves a part of them, keeping the rest, and names the site in a renamed site's texts", async () => {
    const res = await admin.request("PATCH", "/api/admin/site", {
      version: await version(),
      siteName: { en: "Harbour", ar: "الميناء" },
      landing: { title: { en: "Meet the harbour", ar: "تعرّف على الميناء" }, subtitle: { en: "{site} is for sailors.", ar: "{site} للبحّارة." }, cards: false },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminSiteResponse).settings.landing.subtitle.en).toBe("{site} is for sailors.");
    const { landing } = await site();
    expect(landing.title.ar).toBe("تعرّف على الميناء");
    expect(landing.subtitle).toEqual({ en: "Harbour is for sailors.", ar: "الميناء للبحّارة." });
    expect(landing.cards).toBe(false);
    expect(landing.badge).toEqual(DEFAULT_LANDING.badge);
    expect(landing.promo).toBe(true);
  });

  it.each([
    [{ title: { en: "x".repeat(LANDING_TEXT_MAX.title + 1), ar: "y" } }, `landing.title.en: must be at most ${LANDING_TEXT_MAX.title} characters`],
    [{ promoBody: { en: "Fine", ar: "   " } }, "landing.promoBody.ar: must not be empty"],
    // Zod's own sentences for a missing text, a wrong type and an unknown key.
    [{ join: { en: "Only English" } }, "expected string"],
    [{ cards: "no" }, "expected boolean"],
    [{ hero: { en: "x", ar: "y" } }, 'Unrecognized key: "hero"'],
    [{ cardA: { en: "Ann\u0007", ar: "آن" } }, "landing.cardA.en"],
  ])("refuses %j with 400 saying why", async (landing, message) => {
    const res = await admin.request("PATCH", "/api/admin/site", { version: await version(), landing });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
