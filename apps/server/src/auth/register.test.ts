import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { VERIFICATION_MAX_ATTEMPTS, VERIFICATION_TTL_MS } from "@ulfa/contracts";
import { emailTokens, users } from "../db/schema";
import { anonymous, createTestApp, TEST_ORIGIN, testDbKind, type TestApp } from "../../test/harness";
import { codeIn, newRegistration, registerViaApi, sessionCookieOf, tokenIn, withCookie } from "../../test/auth";

const BAD_CODE = "Invalid or expired verification code. Please check the code from your email and try again.";

describe(`register and verify e-mail (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Limits are raised here; rate limiting has its own test with the real limits.
    t = await createTestApp({ config: { rateLimitMax: 10_000 } });
  });
  afterAll(() => t.close());

  const userRow = async (email: string) => (await t.app.deps.db.select().from(users).where(eq(users.email, email)))[0];

  describe("POST /api/auth/register", () => {
    it("creates an unverified member with an argon2id hash and mails a code and a link", async () => {
      const input = newRegistration({ email: "  Mixed.Case@Example.TEST " });
      const res = await anonymous(t, "POST", "/api/auth/register", { ...input });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ email: "mixed.case@example.test", message: expect.any(String) });
      expect(res.body).not.toMatch(/argon|password/i);
      expect(sessionCookieOf(res)).toBeUndefined();

      const row = await userRow("mixed.case@example.test");
      expect(row).toMatchObject({ username: input.username, name: input.name, age: 25, gender: "male", emailVerifiedAt: null });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);

      const mail = (await t.mailer.lastTo("mixed.case@example.test"))!;
      const code = codeIn(mail);
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      const token = tokenIn(mail, "/verify-email");
      // Stored hashed only.
      const [stored] = await t.app.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, row.id));
      expect(stored.purpose).toBe("verify_email");
      expect(stored.codeHash).not.toContain(code);
      expect(stored.tokenHash).not.toContain(token);
      expect(stored.expiresAt.getTime() - t.clock.now().getTime()).toBe(VERIFICATION_TTL_MS);
    });

    it("stores the sign-up language and mails in it", async () => {
      const { input, code } = await registerViaApi(t, { language: "ar" });
      expect((await userRow(input.email)).language).toBe("ar");
      const text = (await t.mailer.lastTo(input.email))!.text;
      expect(text).toContain("رمز التحقق");
      expect(text.split("\n")).toContain(code);
      await anonymous(t, "POST", "/api/auth/resend-verification", { email: input.email });
      expect((await t.mailer.lastTo(input.email))!.text).toContain("رمز التحقق");
      const english = await registerViaApi(t);
      expect((await userRow(english.input.email)).language).toBe("en");
      const bad = await anonymous(t, "POST", "/api/auth/register", newRegistration({ language: "fr" }));
      expect(bad.statusCode).toBe(400);
    });

    it("stores whom the member is interested in (both when left out) and refuses other values", async () => {
      const women = await registerViaApi(t, { interestedIn: "female" });
      expect((await userRow(women.input.email)).interestedIn).toBe("female");
      const unsaid = await registerViaApi(t);
      expect((await userRow(unsaid.input.email)).interestedIn).toBe("both");
      const bad = await anonymous(t, "POST", "/api/auth/register", newRegistration({ interestedIn: "cats" }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/interestedIn|Invalid option/i);
    });

    it("takes the language from Accept-Language when the page sent none", async () => {
      const register = (input: Record<string, unknown>, acceptLanguage: string) =>
        t.app.inject({ method: "POST", url: "/api/auth/register", headers: { origin: TEST_ORIGIN, "accept-language": acceptLanguage }, payload: input });
      const arabic = newRegistration();
      expect((await register(arabic, "fr-FR,ar-SA;q=0.9,en;q=0.8")).statusCode).toBe(201);
      expect((await userRow(arabic.email)).language).toBe("ar");
      expect((await t.mailer.lastTo(arabic.email))!.language).toBe("ar");
      const chosen = newRegistration({ language: "en" });
      expect((await register(chosen, "ar")).statusCode).toBe(201);
      expect((await userRow(chosen.email)).language).toBe("en");
      const unsupported = newRegistration();
      expect((await register(unsupported, "de-DE,fr;q=0.5")).statusCode).toBe(201);
      expect((await userRow(unsupported.email)).language).toBe("en");
    });

    it.each([
      [{ username: "" }, "Username is required"],
      [{ name: "" }, "Name is required"],
      [{ name: undefined }, "Name is required"],
      [{ email: undefined }, "Email is required"],
      [{ email: "" }, "Email is required"],
      [{ email: "not-an-email" }, "Invalid email"],
      [{ password: "12345" }, "Password must be at least 6 characters"],
      [{ password: undefined }, "Password must be at least 6 characters"],
      [{ age: 17 }, "age: Must be at least 18 years old"],
      [{ age: 101 }, "age: Must be under 100"],
      [{ age: "abc" }, "age: Must be at least 18 years old"],
    ])("refuses %j with 400 %s", async (patch, message) => {
      const res = await anonymous(t, "POST", "/api/auth/register", { ...newRegistration(), ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: "VALIDATION_FAILED" });
    });

    it("refuses an unknown gender and a malformed body with 400, never 500", async () => {
      const gender = await anonymous(t, "POST", "/api/auth/register", newRegistration({ gender: "robot" }));
      expect(gender.statusCode).toBe(400);
      expect(gender.json().message).toBeTruthy();
      const empty = await anonymous(t, "POST", "/api/auth/register", "");
      expect(empty.statusCode).toBe(400);
      const junk = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: "{oops", headers: { "content-type": "application/json" } });
      expect(junk.statusCode).toBe(400);
      expect(junk.json().message).toBeTruthy();
    });

    it("answers 409 for a taken e-mail (any case) and a taken username (any case)", async () => {
      const { input } = await registerViaApi(t);
      const sameEmail = await anonymous(t, "POST", "/api/auth/register", newRegistration({ email: input.email.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({ message: "An account with this email already exists", code: "EMAIL_TAKEN" });
      const sameName = await anonymous(t, "POST", "/api/auth/register", newRegistration({ username: input.username.toUpperCase() }));
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual({ message: "This username is taken", code: "USERNAME_TAKEN" });
    });

    it("refuses a cross-origin registration", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/register", headers: { origin: "https://evil.example" }, payload: newRegistration() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "BAD_ORIGIN" });
    });
  });

  describe("POST /api/auth/verify-email (code)", () => {
    it("verifies, signs the member in and is single use", async () => {
      const { input, code } = await registerViaApi(t);
      const res = await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ verified: true, message: "Email verified successfully!" });
      const cookie = sessionCookieOf(res);
      expect(cookie).toBeDefined();
      const me = await withCookie(t, cookie, "GET", "/api/user");
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: input.email, username: input.username });
      expect((await userRow(input.email)).emailVerifiedAt).toEqual(t.clock.now());

      const again = await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: BAD_CODE, code: "INVALID_CODE" });
    });

    it("accepts the code in lower case and with separators, as typed", async () => {
      const { input, code } = await registerViaApi(t);
      const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`;
      const res = await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code: typed });
      expect(res.statusCode).toBe(200);
    });

    it("refuses a wrong code, another account's code and an unknown e-mail with the same 400", async () => {
      const a = await registerViaApi(t);
      const b = await registerViaApi(t);
      const wrong = a.code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
      for (const body of [
        { email: a.input.email, code: wrong },
        { email: a.input.email, code: b.code },
        { email: "nobody@example.test", code: a.code },
      ]) {
        const res = await anonymous(t, "POST", "/api/auth/verify-email", body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: BAD_CODE, code: "INVALID_CODE" });
        expect(sessionCookieOf(res)).toBeUndefined();
      }
      // The right code still works afterwards.
      expect((await anonymous(t, "POST", "/api/auth/verify-email", { email: a.input.email, code: a.code })).statusCode).toBe(200);
    });

    it("voids a code after VERIFICATION_MAX_ATTEMPTS wrong tries; a resent code works", async () => {
      const { input, code } = await registerViaApi(t);
      const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
      for (let i = 0; i < VERIFICATION_MAX_ATTEMPTS; i += 1) {
        expect((await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code: wrong })).statusCode).toBe(400);
      }
      const right = await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code });
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe(BAD_CODE);
      await anonymous(t, "POST", "/api/auth/resend-verification", { email: input.email });
      const fresh = codeIn((await t.mailer.lastTo(input.email)));
      expect((await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code: fresh })).statusCode).toBe(200);
    });

    it("refuses an expired code", async () => {
      const { input, code } = await registerViaApi(t);
      t.clock.advance(VERIFICATION_TTL_MS + 1);
      const res = await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BAD_CODE);
    });

    it.each([
      [{ code: "" }, "Please enter your verification code."],
      [{ code: "ABC" }, "Verification codes are 6 characters long. Please check your email for the complete code."],
      [{ code: "ABCDEFG" }, "Verification codes are 6 characters long. Please check your email for the complete code."],
      [{ email: "bad" }, "Invalid email"],
    ])("validates %j", async (patch, message) => {
      const res = await anonymous(t, "POST", "/api/auth/verify-email", { email: "x@example.test", code: "ABC123", ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: "VALIDATION_FAILED" });
    });
  });

  describe("the mailed link: POST /api/auth/verify-email/link, GET /api/auth/verify-email?token=", () => {
    const confirmLink = (token: string) => anonymous(t, "POST", "/api/auth/verify-email/link", { token });

    it("verifies and signs in when the member confirms on our page (same-site POST), and is single use", async () => {
      const { input } = await registerViaApi(t);
      const token = tokenIn((await t.mailer.lastTo(input.email)), "/verify-email");
      const res = await confirmLink(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ verified: true, message: "Email verified successfully!" });
      const me = await withCookie(t, sessionCookieOf(res), "GET", "/api/user");
      expect(me.json().email).toBe(input.email);

      for (const again of [await confirmLink(token), await anonymous(t, "GET", `/api/auth/verify-email?token=${token}`)]) {
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual({ message: "The verification link is invalid or has expired.", code: "INVALID_TOKEN" });
      }
    });

    it("never signs a browser in from another site: a cross-site POST is refused, a cross-site GET verifies without a session", async () => {
      const { input } = await registerViaApi(t);
      const token = tokenIn((await t.mailer.lastTo(input.email)), "/verify-email");
      // An attacker's page posting their own token, to sign the victim's browser into the attacker's account.
      const forged = await t.app.inject({ method: "POST", url: "/api/auth/verify-email/link", headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, payload: { token } });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe("BAD_ORIGIN");
      expect(sessionCookieOf(forged)).toBeUndefined();
      expect((await userRow(input.email)).emailVerifiedAt).toBeNull();

      // The same token opened by a cross-site navigation (a link, an <img>, a redirect): verified, never signed in.
      const navigated = await t.app.inject({ method: "GET", url: `/api/auth/verify-email?token=${token}`, headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" } });
      expect(navigated.statusCode).toBe(200);
      expect(navigated.headers["set-cookie"]).toBeUndefined();
      expect((await userRow(input.email)).emailVerifiedAt).not.toBeNull();
      // Even a same-origin GET does not sign in: only the confirming POST does.
      const other = await registerViaApi(t);
      const otherToken = tokenIn((await t.mailer.lastTo(other.input.email)), "/verify-email");
      const sameOrigin = await anonymous(t, "GET", `/api/auth/verify-email?token=${otherToken}`);
      expect(sameOrigin.statusCode).toBe(200);
      expect(sessionCookieOf(sameOrigin)).toBeUndefined();
    });

    it("validates the confirming POST's token with 400", async () => {
      for (const body of [{}, { token: "" }, { token: "a".repeat(500) }, { token: 12 }]) {
        const res = await anonymous(t, "POST", "/api/auth/verify-email/link", body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await confirmLink("nope")).json().code).toBe("INVALID_TOKEN");
    });

    it("makes the typed code unusable once the link was used, and the other way round", async () => {
      const { input, code } = await registerViaApi(t);
      const token = tokenIn((await t.mailer.lastTo(input.email)), "/verify-email");
      expect((await anonymous(t, "GET", `/api/auth/verify-email?token=${token}`)).statusCode).toBe(200);
      expect((await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code })).statusCode).toBe(400);
    });

    it("answers 400 for a missing, unknown, overlong or expired token", async () => {
      const missing = await anonymous(t, "GET", "/api/auth/verify-email");
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: "No verification token provided", code: "VALIDATION_FAILED" });
      const empty = await anonymous(t, "GET", "/api/auth/verify-email?token=");
      expect(empty.json().message).toBe("No verification token provided");
      const unknown = await anonymous(t, "GET", "/api/auth/verify-email?token=nope");
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe("INVALID_TOKEN");
      const long = await anonymous(t, "GET", `/api/auth/verify-email?token=${"a".repeat(500)}`);
      expect(long.statusCode).toBe(400);

      const { input } = await registerViaApi(t);
      const token = tokenIn((await t.mailer.lastTo(input.email)), "/verify-email");
      t.clock.advance(VERIFICATION_TTL_MS + 1);
      const expired = await anonymous(t, "GET", `/api/auth/verify-email?token=${token}`);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe("The verification link is invalid or has expired.");
    });
  });

  describe("POST /api/auth/resend-verification", () => {
    const SENT = { message: "Verification email sent" };

    it("mails a new code, and the old code and link stop working", async () => {
      const { input, code: oldCode } = await registerViaApi(t);
      const oldToken = tokenIn((await t.mailer.lastTo(input.email)), "/verify-email");
      const res = await anonymous(t, "POST", "/api/auth/resend-verification", { email: input.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
      const newCode = codeIn((await t.mailer.lastTo(input.email)));
      expect((await anonymous(t, "GET", `/api/auth/verify-email?token=${oldToken}`)).statusCode).toBe(400);
      if (newCode !== oldCode) {
        expect((await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code: oldCode })).statusCode).toBe(400);
      }
      expect((await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code: newCode })).statusCode).toBe(200);
    });

    it("answers the same for unknown and already verified accounts, without mailing them", async () => {
      const { input, code } = await registerViaApi(t);
      await anonymous(t, "POST", "/api/auth/verify-email", { email: input.email, code });
      const before = (await t.mailer.sent()).length;
      const verified = await anonymous(t, "POST", "/api/auth/resend-verification", { email: input.email });
      const unknown = await anonymous(t, "POST", "/api/auth/resend-verification", { email: "ghost@example.test" });
      expect(verified.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(verified.json()).toEqual(SENT);
      expect(unknown.json()).toEqual(SENT);
      expect((await t.mailer.sent()).length).toBe(before);
    });

    it("validates the e-mail", async () => {
      const res = await anonymous(t, "POST", "/api/auth/resend-verification", { email: "" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Email is required");
    });
  });
});
