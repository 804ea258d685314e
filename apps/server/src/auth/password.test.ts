import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PASSWORD_RESET_TTL_MS, VERIFICATION_MAX_ATTEMPTS, VERIFICATION_TTL_MS } from "@ulfa/contracts";
import { emailTokens, users } from "../db/schema";
import { anonymous, createMember, createTestApp, TEST_PASSWORD, testDbKind, type TestApp } from "../../test/harness";
import { codeIn, registerViaApi, sessionCookieOf, tokenIn, withCookie } from "../../test/auth";

const RESET_SENT = { message: "If an account exists for that email, we've sent a link to reset the password." };

describe(`password reset and change, e-mail change (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: 10_000 } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => anonymous(t, "POST", "/api/auth/login", { email, password });
  const requestReset = async (email: string) => {
    const res = await anonymous(t, "POST", "/api/auth/forgot-password", { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RESET_SENT);
    return tokenIn((await t.mailer.lastTo(email.toLowerCase())), "/reset-password");
  };

  describe("POST /api/auth/forgot-password + /reset-password", () => {
    it("resets the password once and signs the member out everywhere", async () => {
      const member = await createMember(t);
      const second = sessionCookieOf(await login(member.email, TEST_PASSWORD));
      const token = await requestReset(member.email.toUpperCase());

      const res = await anonymous(t, "POST", "/api/auth/reset-password", { token, password: "brand new pass" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect((await member.request("GET", "/api/user")).statusCode).toBe(401);
      expect((await withCookie(t, second, "GET", "/api/user")).statusCode).toBe(401);
      expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(member.email, "brand new pass")).statusCode).toBe(200);
      const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, member.id));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);

      const again = await anonymous(t, "POST", "/api/auth/reset-password", { token, password: "another one" });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: expect.stringContaining("invalid or has expired"), code: "INVALID_TOKEN" });
    });

    it("answers the same for an unknown e-mail and mails nothing", async () => {
      const before = (await t.mailer.sent()).length;
      const res = await anonymous(t, "POST", "/api/auth/forgot-password", { email: "ghost@example.test" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(RESET_SENT);
      expect((await t.mailer.sent()).length).toBe(before);
    });

    it("does the same work in the request for a known and an unknown address; the queue does the rest", async () => {
      const member = await createMember(t);
      const jobs = t.app.deps.jobs;
      await jobs.stop(); // nothing runs behind the requests while they are compared
      const enqueue = jobs.enqueue;
      const calls: unknown[] = [];
      jobs.enqueue = async (kind, payload) => {
        calls.push({ kind, payload: { ...(payload as object), email: "<address>" } });
        return enqueue(kind, payload);
      };
      const tokens = async () => (await t.app.deps.db.select().from(emailTokens)).length;
      try {
        const tokensBefore = await tokens();
        const known = await anonymous(t, "POST", "/api/auth/forgot-password", { email: member.email });
        const unknown = await anonymous(t, "POST", "/api/auth/forgot-password", { email: "nobody-here@example.test" });
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.body).toBe(known.body);
        expect(calls).toHaveLength(2);
        expect(calls[1]).toEqual(calls[0]);
        expect(await tokens()).toBe(tokensBefore); // no token written in the request itself
      } finally {
        jobs.enqueue = enqueue;
        jobs.start();
      }
      expect((await t.mailer.lastTo(member.email))?.text).toContain("/reset-password?token=");
      expect(await t.mailer.lastTo("nobody-here@example.test")).toBeUndefined();
    });

    it("mails the reset link and the e-mail change code in the member's language", async () => {
      const member = await createMember(t, { language: "ar" });
      await requestReset(member.email);
      const reset = (await t.mailer.lastTo(member.email))!;
      expect(reset).toMatchObject({ language: "ar", subject: "إعادة تعيين كلمة المرور في أُلفة" });
      expect(reset.html).toContain('dir="rtl"');
      const target = `ar-change-${member.id}@example.test`;
      await member.request("POST", "/api/auth/change-email", { newEmail: target, password: TEST_PASSWORD });
      expect((await t.mailer.lastTo(target))!).toMatchObject({ language: "ar", subject: "أكّد عنوان بريدك الإلكتروني الجديد في أُلفة" });
    });

    it("refuses an expired link (1 hour) and a link replaced by a newer request", async () => {
      const member = await createMember(t);
      const first = await requestReset(member.email);
      const second = await requestReset(member.email);
      expect((await anonymous(t, "POST", "/api/auth/reset-password", { token: first, password: "new password" })).statusCode).toBe(400);
      t.clock.advance(PASSWORD_RESET_TTL_MS + 1);
      const expired = await anonymous(t, "POST", "/api/auth/reset-password", { token: second, password: "new password" });
      expect(expired.statusCode).toBe(400);
      expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it("does not accept an e-mail verification link as a reset token", async () => {
      const { input } = await registerViaApi(t);
      const verifyToken = tokenIn((await t.mailer.lastTo(input.email)), "/verify-email");
      const res = await anonymous(t, "POST", "/api/auth/reset-password", { token: verifyToken, password: "new password" });
      expect(res.statusCode).toBe(400);
    });

    it("verifies the address of an unverified account, since the link reached its mailbox", async () => {
      const { input } = await registerViaApi(t);
      const token = await requestReset(input.email);
      expect((await anonymous(t, "POST", "/api/auth/reset-password", { token, password: "new password" })).statusCode).toBe(200);
      expect((await login(input.email, "new password")).statusCode).toBe(200);
    });

    it.each([
      [{ token: "x", password: "12345" }, "Password must be at least 6 characters"],
      [{ token: "", password: "123456" }, "token: The reset link is invalid or has expired."],
      [{ password: "123456" }, "token: The reset link is invalid or has expired."],
    ])("validates %j", async (body, message) => {
      const res = await anonymous(t, "POST", "/api/auth/reset-password", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: "VALIDATION_FAILED" });
    });

    it("validates the e-mail of a reset request", async () => {
      const res = await anonymous(t, "POST", "/api/auth/forgot-password", { email: "nope" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Invalid email");
    });
  });

  describe("POST /api/auth/change-password", () => {
    it("changes the password, keeps this session and ends the others", async () => {
      const member = await createMember(t);
      const other = sessionCookieOf(await login(member.email, TEST_PASSWORD));
      const res = await member.request("POST", "/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "fresh password" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect((await member.request("GET", "/api/user")).statusCode).toBe(200);
      expect((await withCookie(t, other, "GET", "/api/user")).statusCode).toBe(401);
      expect((await login(member.email, "fresh password")).statusCode).toBe(200);
      expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(401);
    });

    it("answers 400 for a wrong current password and changes nothing", async () => {
      const member = await createMember(t);
      const res = await member.request("POST", "/api/auth/change-password", { currentPassword: "not it", newPassword: "fresh password" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Your current password is incorrect", code: "INVALID_CREDENTIALS" });
      expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it("validates and requires a session", async () => {
      const member = await createMember(t);
      const short = await member.request("POST", "/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "123" });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe("Password must be at least 6 characters");
      const missing = await member.request("POST", "/api/auth/change-password", { newPassword: "123456" });
      expect(missing.json().message).toBe("Current password is required");
      const anon = await anonymous(t, "POST", "/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "fresh password" });
      expect(anon.statusCode).toBe(401);
    });
  });

  describe("POST /api/auth/change-email + /confirm-email-change", () => {
    const newAddress = (() => {
      let n = 0;
      return () => `moved${process.pid}x${(n += 1)}@example.test`;
    })();

    it("mails a code to the new address; confirming applies it and tells the old address", async () => {
      const member = await createMember(t);
      const target = newAddress();
      const res = await member.request("POST", "/api/auth/change-email", { newEmail: target.toUpperCase(), password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      const code = codeIn((await t.mailer.lastTo(target)));
      // Nothing changes before confirmation.
      expect((await member.request("GET", "/api/user")).json().email).toBe(member.email);

      const confirm = await member.request("POST", "/api/auth/confirm-email-change", { code: code.toLowerCase() });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ email: target, message: "Your email address has been changed." });
      expect((await member.request("GET", "/api/user")).json().email).toBe(target);
      expect((await t.mailer.lastTo(member.email))?.text).toContain(target);
      expect((await login(target, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(401);

      const again = await member.request("POST", "/api/auth/confirm-email-change", { code });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe("INVALID_CODE");
    });

    it("applies the change through the mailed link too", async () => {
      const member = await createMember(t);
      const target = newAddress();
      await member.request("POST", "/api/auth/change-email", { newEmail: target, password: TEST_PASSWORD });
      const token = tokenIn((await t.mailer.lastTo(target)), "/verify-email");
      const res = await anonymous(t, "GET", `/api/auth/verify-email?token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ verified: true, message: "Your email address has been changed." });
      expect((await member.request("GET", "/api/user")).json().email).toBe(target);
    });

    it("refuses a wrong password, the same address and a taken address", async () => {
      const member = await createMember(t);
      const other = await createMember(t);
      const wrong = await member.request("POST", "/api/auth/change-email", { newEmail: newAddress(), password: "nope" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe("INVALID_CREDENTIALS");
      const same = await member.request("POST", "/api/auth/change-email", { newEmail: member.email, password: TEST_PASSWORD });
      expect(same.statusCode).toBe(400);
      const taken = await member.request("POST", "/api/auth/change-email", { newEmail: other.email, password: TEST_PASSWORD });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: "An account with this email already exists", code: "EMAIL_TAKEN" });
    });

    it("answers 409 when the address was taken before confirmation, and the code stays usable", async () => {
      const member = await createMember(t);
      const target = newAddress();
      await member.request("POST", "/api/auth/change-email", { newEmail: target, password: TEST_PASSWORD });
      const code = codeIn((await t.mailer.lastTo(target)));
      const squatter = await createMember(t, { email: target, username: `squat${process.pid}` });
      const res = await member.request("POST", "/api/auth/confirm-email-change", { code });
      expect(res.statusCode).toBe(409);
      expect((await member.request("GET", "/api/user")).json().email).toBe(member.email);
      await t.app.deps.db.delete(users).where(eq(users.id, squatter.id));
      expect((await member.request("POST", "/api/auth/confirm-email-change", { code })).statusCode).toBe(200);
    });

    it("refuses a wrong, expired or someone else's code", async () => {
      const a = await createMember(t);
      const b = await createMember(t);
      const targetA = newAddress();
      const targetB = newAddress();
      await a.request("POST", "/api/auth/change-email", { newEmail: targetA, password: TEST_PASSWORD });
      await b.request("POST", "/api/auth/change-email", { newEmail: targetB, password: TEST_PASSWORD });
      const codeA = codeIn((await t.mailer.lastTo(targetA)));
      const codeB = codeIn((await t.mailer.lastTo(targetB)));
      if (codeA !== codeB) expect((await a.request("POST", "/api/auth/confirm-email-change", { code: codeB })).statusCode).toBe(400);
      t.clock.advance(VERIFICATION_TTL_MS + 1);
      const expired = await a.request("POST", "/api/auth/confirm-email-change", { code: codeA });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toMatch(/Invalid or expired verification code/);
      expect((await a.request("GET", "/api/user")).json().email).toBe(a.email);
    });

    it("voids the change code after VERIFICATION_MAX_ATTEMPTS wrong tries", async () => {
      const member = await createMember(t);
      const target = newAddress();
      await member.request("POST", "/api/auth/change-email", { newEmail: target, password: TEST_PASSWORD });
      const code = codeIn((await t.mailer.lastTo(target)));
      const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
      for (let i = 0; i < VERIFICATION_MAX_ATTEMPTS; i += 1) {
        expect((await member.request("POST", "/api/auth/confirm-email-change", { code: wrong })).statusCode).toBe(400);
      }
      expect((await member.request("POST", "/api/auth/confirm-email-change", { code })).statusCode).toBe(400);
      expect((await member.request("GET", "/api/user")).json().email).toBe(member.email);
    });

    it("requires a session and validates", async () => {
      expect((await anonymous(t, "POST", "/api/auth/change-email", { newEmail: newAddress(), password: TEST_PASSWORD })).statusCode).toBe(401);
      expect((await anonymous(t, "POST", "/api/auth/confirm-email-change", { code: "ABC123" })).statusCode).toBe(401);
      const member = await createMember(t);
      const bad = await member.request("POST", "/api/auth/change-email", { newEmail: "nope", password: TEST_PASSWORD });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Invalid email");
      const noCode = await member.request("POST", "/api/auth/confirm-email-change", { code: "" });
      expect(noCode.json().message).toBe("Please enter your verification code.");
    });

    it("tells a Google-only member to set a password first", async () => {
      const member = await createMember(t, { passwordHash: null, oidcSubject: `sub-pw-${process.pid}` });
      const res = await member.request("POST", "/api/auth/change-email", { newEmail: newAddress(), password: "whatever" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/no password yet/);
    });
  });
});
