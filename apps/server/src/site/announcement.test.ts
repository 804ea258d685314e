import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse } from "@ulfa/contracts";
import { sessionCookieOf, withCookie } from "../../test/auth";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";

const ADMIN = "announce-admin@example.test";

/** The announcement banner (docs/site-settings.md): set by an admin in both languages, for members or everyone. */
describe(`announcement banner (${testDbKind})`, () => {
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
  const patch = async (announcement: unknown, who = admin) => who.request("PATCH", "/api/admin/site", { version: await version(), announcement });
  const shown = async (who?: TestMember) => (who ? await who.request("GET", "/api/site/announcement") : await anonymous(t, "GET", "/api/site/announcement")).json().announcement;

  it("is off on a fresh install", async () => {
    expect(await shown(member)).toBeNull();
    expect(await shown()).toBeNull();
  });

  it("shows members the text in both languages; visitors only when the admin chooses; the id follows the text", async () => {
    expect((await patch({ en: "Maintenance tonight at 22:00", ar: "صيانة الليلة الساعة 22:00" })).statusCode).toBe(200);
    const first = await shown(member);
    expect(first).toMatchObject({ en: "Maintenance tonight at 22:00", ar: "صيانة الليلة الساعة 22:00" });
    expect(await shown()).toBeNull();
    expect((await anonymous(t, "GET", "/api/site")).json().announcement).toBeNull();
    await patch({ visitors: true });
    expect((await shown())?.id).toBe(first.id);
    // Visitors' pages have it with the public settings, no request of their own.
    expect((await anonymous(t, "GET", "/api/site")).json().announcement).toEqual(first);
    await patch({ en: "Maintenance tomorrow" });
    const changed = await shown(member);
    expect(changed.id).not.toBe(first.id);
    // The part left out kept its value.
    expect(changed.ar).toBe("صيانة الليلة الساعة 22:00");
    await patch({ en: "", ar: "" });
    expect(await shown(member)).toBeNull();
  });

  it("refuses a too long or controlled text with a 400 naming the field; members may not set it", async () => {
    for (const announcement of [{ en: "x".repeat(281) }, { ar: "a\u0000b" }, { visitors: "yes" }, { other: 1 }]) {
      const res = await patch(announcement);
      expect(res.statusCode, JSON.stringify(announcement)).toBe(400);
      expect(res.json().message).toMatch(/announcement|expected boolean|Unrecognized/);
    }
    expect((await patch({ en: "Hi" }, member)).statusCode).toBe(403);
  });

  describe("dismissal, kept with the account", () => {
    const dismiss = (who: TestMember, body: unknown) => who.request("POST", "/api/site/announcement/dismiss", body);

    it("hides the dismissed announcement on every device of that member only; a new text shows again", async () => {
      await patch({ en: "New rules from Monday", ar: "قواعد جديدة من الاثنين", visitors: false });
      const other = await createMember(t);
      const first = await shown(member);
      expect((await dismiss(member, { id: first.id })).statusCode).toBe(204);
      expect(await shown(member)).toBeNull();
      // Another device: a second session of the same account.
      const login = await anonymous(t, "POST", "/api/auth/login", { email: member.email, password: member.password });
      expect(login.statusCode, login.body).toBe(200);
      const secondDevice = sessionCookieOf(login);
      expect(secondDevice).not.toBe(member.cookie);
      expect((await withCookie(t, secondDevice, "GET", "/api/site/announcement")).json().announcement).toBeNull();
      // Dismissing twice answers the same.
      expect((await dismiss(member, { id: first.id })).statusCode).toBe(204);
      // Nobody else's banner is touched.
      expect((await shown(other))?.id).toBe(first.id);
      await patch({ en: "New rules from Tuesday" });
      const changed = await shown(member);
      expect(changed?.en).toBe("New rules from Tuesday");
      expect(changed.id).not.toBe(first.id);
      // Back to the old text: it was dismissed once, but the last dismissal is the one kept.
      expect((await dismiss(member, { id: changed.id })).statusCode).toBe(204);
      expect(await shown(member)).toBeNull();
    });

    it("refuses a stale or malformed id with a clear 4xx", async () => {
      await patch({ en: "Stale check", ar: "" });
      const current = await shown(member);
      const stale = await dismiss(member, { id: "AAAAAAAAAAAAAAAA" });
      expect([stale.statusCode, stale.json().code]).toEqual([409, "ANNOUNCEMENT_CHANGED"]);
      expect((await shown(member))?.id).toBe(current.id);
      for (const body of [{}, { id: "short" }, { id: "x".repeat(16) + "!" }, { id: 12 }, { id: current.id, extra: true }]) {
        const res = await dismiss(member, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toMatch(/id|Unrecognized/);
      }
      await patch({ en: "", ar: "" });
      expect((await dismiss(member, { id: current.id })).statusCode).toBe(409);
    });

    it("is for signed-in members: a visitor gets 401", async () => {
      await patch({ en: "Visitors too", visitors: true });
      const { id } = await shown();
      const res = await anonymous(t, "POST", "/api/site/announcement/dismiss", { id });
      expect(res.statusCode).toBe(401);
      expect((await shown())?.id).toBe(id);
    });
  });
});
