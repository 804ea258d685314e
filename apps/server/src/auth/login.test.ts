import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEACTIVATION_GRACE_MS, SESSION_TTL_MS } from "@ulfa/contracts";
import { sessions, users } from "../db/schema";
import { anonymous, createMember, createTestApp, TEST_ORIGIN, TEST_PASSWORD, testDbKind, type TestApp } from "../../test/harness";
import { registerViaApi, sessionCookieOf, withCookie } from "../../test/auth";
import { SESSION_COOKIE } from "./session";

const BAD_CREDENTIALS = { message: "Invalid email or password", code: "INVALID_CREDENTIALS" };

describe(`login and logout (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: 10_000 } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", headers: { origin: TEST_ORIGIN, ...headers }, payload: { email, password } });

  describe("POST /api/auth/login", () => {
    it("signs in with an HttpOnly, SameSite=Lax, Path=/ session cookie", async () => {
      const member = await createMember(t);
      const res = await login(member.email.toUpperCase(), TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Welcome back!", reactivated: false });
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie.expires!.getTime()).toBe(Math.floor((t.clock.now().getTime() + SESSION_TTL_MS) / 1000) * 1000);
      // http APP_URL in tests: not Secure (an https APP_URL makes it Secure).
      expect(cookie.secure).toBeFalsy();
      const me = await withCookie(t, sessionCookieOf(res), "GET", "/api/user");
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: member.id, email: member.email });
      expect(me.body).not.toMatch(/passwordHash|argon2/);
    });

    it("sets a Secure cookie when APP_URL is https", async () => {
      const secure = await createTestApp({ env: { APP_URL: "https://ulfa.example" }, database: t.app.deps.database });
      try {
        const member = await createMember(secure);
        const res = await secure.app.inject({ method: "POST", url: "/api/auth/login", headers: { origin: "https://ulfa.example" }, payload: { email: member.email, password: TEST_PASSWORD } });
        expect(res.statusCode).toBe(200);
        expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
      } finally {
        await secure.close();
      }
    });

    it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
      const member = await createMember(t);
      const wrong = await login(member.email, "wrong password");
      const unknown = await login("nobody@example.test", TEST_PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(BAD_CREDENTIALS);
      expect(unknown.json()).toEqual(BAD_CREDENTIALS);
      expect(sessionCookieOf(wrong)).toBeUndefined();
    });

    it("refuses a Google-only account (no password) with the same 401", async () => {
      const member = await createMember(t, { passwordHash: null, oidcSubject: `sub-${Date.now()}` });
      const res = await login(member.email, "anything at all");
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(BAD_CREDENTIALS);
    });

    it("answers 403 EMAIL_NOT_VERIFIED only with the right password", async () => {
      const { input } = await registerViaApi(t);
      const wrong = await login(input.email, "not the password");
      expect(wrong.statusCode).toBe(401);
      const right = await login(input.email, input.password);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ message: expect.stringContaining("verification"), code: "EMAIL_NOT_VERIFIED" });
      expect(sessionCookieOf(right)).toBeUndefined();
    });

    it("answers 403 ACCOUNT_DEACTIVATED within the grace period and 410 ACCOUNT_EXPIRED after it", async () => {
      const member = await createMember(t, { deactivatedAt: t.clock.now() });
      const wrong = await login(member.email, "wrong password");
      expect(wrong.statusCode).toBe(401);
      const within = await login(member.email, TEST_PASSWORD);
      expect(within.statusCode).toBe(403);
      expect(within.json()).toEqual({ message: expect.stringContaining("reactivation page"), code: "ACCOUNT_DEACTIVATED" });

      const old = await createMember(t, { deactivatedAt: new Date(t.clock.now().getTime() - DEACTIVATION_GRACE_MS - 1000) });
      const expired = await login(old.email, TEST_PASSWORD);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: expect.stringContaining("permanently removed"), code: "ACCOUNT_EXPIRED" });

      // The same account moves from deactivated to expired as time passes.
      t.clock.advance(DEACTIVATION_GRACE_MS + 1);
      expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(410);
    });

    it("answers 403 ACCOUNT_SUSPENDED for a suspended member", async () => {
      const member = await createMember(t, { suspendedAt: t.clock.now() });
      const res = await login(member.email, TEST_PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("ACCOUNT_SUSPENDED");
    });

    it.each([
      [{ email: "nope", password: "x" }, "Invalid email address"],
      [{ password: "x" }, "Invalid email address"],
      [{ email: "a@example.test", password: "" }, "Password is required"],
      [{ email: "a@example.test" }, "Password is required"],
    ])("validates %j", async (body, message) => {
      const res = await anonymous(t, "POST", "/api/auth/login", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: "VALIDATION_FAILED" });
    });

    it("refuses a cross-site login", async () => {
      const member = await createMember(t);
      const res = await login(member.email, TEST_PASSWORD, { origin: "https://evil.example" });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("BAD_ORIGIN");
      const fetchSite = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { "sec-fetch-site": "cross-site" }, payload: { email: member.email, password: TEST_PASSWORD } });
      expect(fetchSite.statusCode).toBe(403);
    });

    it("replaces the session the browser already had", async () => {
      const member = await createMember(t);
      const res = await login(member.email, TEST_PASSWORD, { cookie: member.cookie });
      expect(res.statusCode).toBe(200);
      expect((await member.request("GET", "/api/user")).statusCode).toBe(401);
      expect(await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(1);
    });
  });

  describe("sessions", () => {
    it("a member's session shows only that member", async () => {
      const a = await createMember(t);
      const b = await createMember(t);
      const meA = (await a.request("GET", "/api/user")).json();
      const meB = (await b.request("GET", "/api/user")).json();
      expect(meA).toMatchObject({ id: a.id, email: a.email });
      expect(meB).toMatchObject({ id: b.id, email: b.email });
      expect(JSON.stringify(meA)).not.toContain(b.email);
    });

    it("ignores a forged or tampered cookie", async () => {
      const member = await createMember(t);
      const tampered = member.cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
      expect((await withCookie(t, tampered, "GET", "/api/user")).statusCode).toBe(401);
      expect((await withCookie(t, `${SESSION_COOKIE}=made-up`, "GET", "/api/user")).statusCode).toBe(401);
    });
  });

  describe("POST /api/auth/logout", () => {
    it("destroys the server-side session and clears the cookie", async () => {
      const member = await createMember(t);
      const res = await member.request("POST", "/api/auth/logout");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Logged out successfully" });
      const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cleared.value).toBe("");
      expect(cleared.path).toBe("/");
      // The old cookie no longer works even if a browser kept it.
      expect((await member.request("GET", "/api/user")).statusCode).toBe(401);
      expect(await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    });

    it("answers 200 when already signed out", async () => {
      const res = await anonymous(t, "POST", "/api/auth/logout");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Logged out successfully" });
    });

    it("keeps the member's other sessions", async () => {
      const member = await createMember(t);
      const other = await login(member.email, TEST_PASSWORD);
      await member.request("POST", "/api/auth/logout");
      expect((await withCookie(t, sessionCookieOf(other), "GET", "/api/user")).statusCode).toBe(200);
    });
  });

  it("GET /api/auth/config says Google is off without OIDC settings", async () => {
    const res = await anonymous(t, "GET", "/api/auth/config");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ googleEnabled: false });
  });

  it("never stores the password in clear", async () => {
    const { input } = await registerViaApi(t);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.email, input.email));
    expect(JSON.stringify(row)).not.toContain(input.password);
  });
});

describe(`rate limits (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the 11th login for one e-mail from one address with 429 RATE_LIMITED", async () => {
    // Wrong passwords lock the account sooner (login-limits.test.ts); this is the route's own limit.
    const member = await createMember(t);
    for (let i = 0; i < 10; i += 1) {
      const res = await anonymous(t, "POST", "/api/auth/login", { email: member.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
    }
    const limited = await anonymous(t, "POST", "/api/auth/login", { email: member.email, password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String), code: "RATE_LIMITED" });
    // Keyed by address + e-mail: another account from the same address can still sign in.
    const other = await createMember(t);
    expect((await anonymous(t, "POST", "/api/auth/login", { email: other.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it("limits password-reset requests", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await anonymous(t, "POST", "/api/auth/forgot-password", { email: "flood@example.test" })).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });
});
