import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { sendDigests } from "../notifications/digest";
import { loginLockedMail, verificationMail } from "../auth/mails";

// Issue 31: the member's digits (Latin or Arabic-Indic) are kept on the account, so they follow
// the member to a new phone and into what the server writes to them.
describe(`the member's digits (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const digitsOf = async (id: number) => (await t.app.deps.db.select({ digits: users.digits }).from(users).where(eq(users.id, id)))[0].digits;

  it("starts unchosen (null), saves a choice, shows it in the session and goes back to null", async () => {
    const member = await createMember(t);
    expect((await member.request("GET", "/api/user")).json().digits).toBeNull();
    const res = await member.request("PATCH", "/api/user", { digits: "arab" });
    expect(res.statusCode).toBe(200);
    expect(res.json().digits).toBe("arab");
    expect((await member.request("GET", "/api/session")).json().user.digits).toBe("arab");
    expect((await member.request("PATCH", "/api/user", { digits: "latn" })).json().digits).toBe("latn");
    expect((await member.request("PATCH", "/api/user", { digits: null })).json().digits).toBeNull();
    expect(await digitsOf(member.id)).toBeNull();
  });

  it.each(["arabic", "ARAB", "", "hanidec", 1])("refuses digits %j with 400 and a clear message", async (digits) => {
    const member = await createMember(t, { digits: "latn" });
    const res = await member.request("PATCH", "/api/user", { digits });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'digits: must be "latn" (Latin 123) or "arab" (Arabic-Indic ١٢٣)', code: "VALIDATION_FAILED" });
    expect(await digitsOf(member.id)).toBe("latn");
  });

  it("changes only the signed-in member's own digits", async () => {
    const member = await createMember(t);
    const other = await createMember(t, { digits: "latn" });
    expect((await anonymous(t, "PATCH", "/api/user", { digits: "arab" })).statusCode).toBe(401);
    // No field names another account: naming one is an unknown field, refused.
    const aimed = await member.request("PATCH", "/api/user", { id: other.id, digits: "arab" });
    expect(aimed.statusCode).toBe(400);
    await member.request("PATCH", "/api/user", { digits: "arab" });
    expect(await digitsOf(member.id)).toBe("arab");
    expect(await digitsOf(other.id)).toBe("latn");
    expect((await other.request("GET", "/api/user")).json().digits).toBe("latn");
  });

  it("writes the digest's count in the member's digits: ٣ for Arabic-Indic, 3 for Latin", async () => {
    const arabic = await createMember(t, { emailDigest: true, language: "ar", digits: "arab" });
    const latin = await createMember(t, { emailDigest: true, language: "ar", digits: "latn" });
    const unchosen = await createMember(t, { emailDigest: true, language: "ar" });
    const sender = await createMember(t);
    for (const reader of [arabic, latin, unchosen]) {
      const match = await makeMatch(t, reader, sender);
      for (const content of ["one", "two", "three"]) await sender.request("POST", `/api/matches/${match}/messages`, { content });
    }
    t.clock.advance(61 * 60 * 1000);
    await sendDigests(t.app.deps);
    const arabicMail = await t.mailer.lastTo(arabic.email);
    expect(arabicMail?.subject).toContain("٣ رسائل غير مقروءة");
    expect(arabicMail?.text).toContain("٣ رسائل غير مقروءة");
    expect(arabicMail?.html).toContain("٣ رسائل غير مقروءة");
    expect((await t.mailer.lastTo(latin.email))?.text).toContain("3 رسائل غير مقروءة");
    expect((await t.mailer.lastTo(unchosen.email))?.text).toContain("3 رسائل غير مقروءة");
  });

  it("writes auth mails' durations in the member's digits, never the code or the link", () => {
    const site = { name: "أُلفة", contactEmail: "hello@example.test" };
    const arabic = verificationMail(site, "a@example.test", "AB12CD", "http://x/verify-email?token=a1b2", "ar", "arab");
    expect(arabic.text).toContain("٢٤ ساعة");
    // The code and the link are typed or opened as they are: they keep their Latin characters.
    expect(arabic.text).toContain("AB12CD");
    expect(arabic.text).toContain("http://x/verify-email?token=a1b2");
    expect(verificationMail(site, "a@example.test", "AB12CD", "http://x/verify-email?token=a1b2", "ar", "latn").text).toContain("24 ساعة");
    expect(loginLockedMail(site, "a@example.test", "http://x/reset-password?token=t", 15 * 60_000, "ar", "arab").text).toContain("١٥ دقيقة");
    expect(verificationMail(site, "a@example.test", "AB12CD", "http://x/verify-email?token=a1b2", "en", "arab").text).toContain("expire in ٢٤ hours");
  });
});
