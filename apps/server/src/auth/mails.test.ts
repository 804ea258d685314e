import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../platform/mail";
import { changeEmailMail, emailChangedNoticeMail, loginLockedMail, passwordResetMail, resetPasswordLink, verificationMail, verifyEmailLink } from "./mails";
import { digestMail } from "../notifications/digest-mail";
import { generateCode, generateLinkToken } from "./secrets";

const SITE = { name: "Ulfa", contactEmail: "support@ulfa.example" };

// The e2e journeys read codes and links out of the real .eml files with these helpers; loaded at
// run time so the server's type-check does not pull in the browser harness.
interface MailHelpers {
  latestMail(dataDir: string, to: string): string;
  latestMailFile(dataDir: string, to: string): string;
  verificationCodeIn(mail: string): string | undefined;
  linkIn(mail: string, pathPrefix: string): string | undefined;
}
const harnessUrl = pathToFileURL(path.resolve(import.meta.dirname, "../../../../e2e/harness.ts")).href;

describe("auth mails through the default outbox mailer", () => {
  let dataDir: string;
  let helpers: MailHelpers;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "ulfa-mail-"));
    helpers = (await import(/* @vite-ignore */ harnessUrl)) as MailHelpers;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const send = async (message: Parameters<ReturnType<typeof createMailer>["send"]>[0]) => {
    const mailer = createMailer({ from: "Ulfa <no-reply@localhost>", outboxDir: path.join(dataDir, "outbox"), log: pino({ level: "silent" }) });
    await mailer.send(message);
    return helpers.latestMail(dataDir, message.to);
  };

  // Many random codes and tokens, including long app URLs, so a code-like word inside a token or a
  // folded link line would show up.
  it.each(Array.from({ length: 40 }, (_, i) => i))("verification mail %#: the harness finds the code and the link", async (i) => {
    const appUrl = i % 2 ? "http://localhost:5000" : "https://ulfa-staging.example.org";
    const lang = i % 4 < 2 ? "en" : "ar";
    const code = generateCode();
    const token = generateLinkToken();
    const to = `round${i}@example.test`;
    const raw = await send(verificationMail(SITE, to, code, verifyEmailLink(appUrl, token), lang));
    expect(helpers.verificationCodeIn(raw)).toBe(code);
    expect(helpers.linkIn(raw, "/verify-email?token=")).toBe(`${appUrl}/verify-email?token=${token}`);
  });

  it.each(["en", "ar"] as const)("e-mail change mail (%s): the code comes first and the link reads whole", async (lang) => {
    const code = generateCode();
    const token = generateLinkToken();
    const raw = await send(changeEmailMail(SITE, `change-${lang}@example.test`, code, verifyEmailLink("http://127.0.0.1:43123", token), lang));
    expect(helpers.verificationCodeIn(raw)).toBe(code);
    expect(helpers.linkIn(raw, "/verify-email?token=")).toBe(`http://127.0.0.1:43123/verify-email?token=${token}`);
  });

  it.each(["en", "ar"] as const)("reset mail (%s): the link reads whole", async (lang) => {
    const token = generateLinkToken();
    const raw = await send(passwordResetMail(SITE, `reset-${lang}@example.test`, resetPasswordLink("http://localhost:5000", token), lang));
    expect(helpers.linkIn(raw, "/reset-password?token=")).toBe(`http://localhost:5000/reset-password?token=${token}`);
  });

  it("speaks the member's language", () => {
    expect(verificationMail(SITE, "a@example.test", "ABC123", "http://x/verify-email?token=abc", "ar").text).toContain("رمز التحقق");
    expect(passwordResetMail(SITE, "a@example.test", "http://x/reset-password?token=abc", "ar").text).toContain("ساعة واحدة");
    expect(verificationMail(SITE, "a@example.test", "ABC123", "http://x/verify-email?token=abc").text).toContain("expire in 24 hours");
    expect(passwordResetMail(SITE, "a@example.test", "http://x/reset-password?token=abc").text).toContain("within 1 hour ");
  });

  // One of every mail, in Arabic: an HTML part marked right-to-left, a text twin, the language header.
  const arabicMails = [
    ["verification", verificationMail(SITE, "ar1@example.test", "ABC123", "http://x/verify-email?token=abc", "ar"), "رمز التحقق"],
    ["reset", passwordResetMail(SITE, "ar2@example.test", "http://x/reset-password?token=abc", "ar"), "إعادة تعيين كلمة المرور"],
    ["e-mail change", changeEmailMail(SITE, "ar3@example.test", "ABC123", "http://x/verify-email?token=abc", "ar"), "لاستخدام هذا العنوان"],
    ["e-mail changed notice", emailChangedNoticeMail(SITE, "ar4@example.test", "new@example.test", "ar"), "تم تغيير عنوان البريد"],
    ["digest", digestMail(SITE, "ar5@example.test", "سارة", 3, "http://x/home?tab=matches", "ar"), "3 رسائل غير مقروءة"],
    ["lockout notice", loginLockedMail(SITE, "ar6@example.test", "http://x/reset-password?token=abc", 60_000, "ar"), "دقيقة واحدة"],
  ] as const;
  it.each(arabicMails)("%s mail in Arabic: HTML with dir=rtl, a text twin and Content-Language", async (_name, message, phrase) => {
    expect(message.text).toContain(phrase);
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    await send(message);
    const parsed = await simpleParser(readFileSync(helpers.latestMailFile(dataDir, message.to)));
    expect(parsed.headers.get("content-language")).toBe("ar");
    expect(parsed.text).toContain(phrase);
    expect(parsed.html).toContain('dir="rtl"');
    expect(parsed.html).toContain(phrase);
  });

  it("marks English mail left-to-right and escapes what members wrote", () => {
    const message = digestMail(SITE, "en@example.test", '<script>alert("x")</script>', 1, "http://x/home", "en");
    expect(message.html).toContain('<html lang="en" dir="ltr">');
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain("&lt;script&gt;");
    expect(message.text).toContain("1 unread message waiting");
  });

  it("sends from the site's name when MAIL_FROM is a bare address, and keeps a name MAIL_FROM gives", async () => {
    const outboxDir = path.join(dataDir, "outbox");
    const fromOf = async (from: string, message: ReturnType<typeof verificationMail>) => {
      await createMailer({ from, outboxDir, log: pino({ level: "silent" }) }).send(message);
      return (await simpleParser(readFileSync(helpers.latestMailFile(dataDir, message.to)))).from?.value[0];
    };
    const ar = verificationMail({ name: "الميناء", contactEmail: "a@b.test" }, "from-ar@example.test", "ABC123", "http://x/verify-email?token=abc", "ar");
    expect(await fromOf("no-reply@localhost", ar)).toEqual({ name: "الميناء", address: "no-reply@localhost" });
    const en = verificationMail({ name: "Harbour", contactEmail: "a@b.test" }, "from-en@example.test", "ABC123", "http://x/verify-email?token=abc", "en");
    expect(await fromOf("Dating Club <club@example.test>", en)).toEqual({ name: "Dating Club", address: "club@example.test" });
  });

  it("codes use only A-Z0-9 and have 6 characters", () => {
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(/^[A-Z0-9]{6}$/);
  });
});
