import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_IP_MAX_FAILURES, LOGIN_LOCK_BASE_MS } from "@ulfa/contracts";
import { createMember, createTestApp, TEST_ORIGIN, TEST_PASSWORD, testDbKind, type TestApp } from "../../test/harness";
import { tokenIn } from "../../test/auth";

describe(`login limits against password spraying (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (ip: string, email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, headers: { origin: TEST_ORIGIN }, payload: { email, password } });
  const lockMails = async (email: string) => (await t.mailer.sent()).filter((m) => m.to === email && m.text.includes("/reset-password?token="));

  it("one IP trying 30 accounts is stopped with 429 and Retry-After", async () => {
    const member = await createMember(t);
    const codes: number[] = [];
    for (let i = 0; i < 30; i += 1) codes.push((await login("203.0.113.7", `sprayed${i}@example.test`, "Summer2026!")).statusCode);
    expect(codes.slice(0, LOGIN_IP_MAX_FAILURES).every((c) => c === 401)).toBe(true);
    expect(codes.slice(LOGIN_IP_MAX_FAILURES).every((c) => c === 429)).toBe(true);
    const limited = await login("203.0.113.7", member.email, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringContaining("from your network"), code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Other addresses are not affected.
    expect((await login("198.51.100.1", member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("one account tried from 4 IPs is locked with 429, one notice mail in its language, and opens again after the lock", async () => {
    const member = await createMember(t, { language: "ar" });
    const ips = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4"];
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i += 1) codes.push((await login(ips[i % ips.length], member.email, `guess ${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);

    // Even the right password waits while the lock lasts, with a clear message and Retry-After.
    const locked = await login("192.0.2.9", member.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: expect.stringContaining("paused"), code: "LOGIN_LOCKED" });
    expect(locked.headers["retry-after"]).toBe(String(LOGIN_LOCK_BASE_MS / 1000));
    for (const ip of ips) expect((await login(ip, member.email, "more guesses")).statusCode).toBe(429);

    const mails = await lockMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].language).toBe("ar");
    expect(mails[0].subject).toContain("مؤقتًا");
    expect(mails[0].html).toContain('dir="rtl"');

    t.clock.advance(LOGIN_LOCK_BASE_MS);
    expect((await login("192.0.2.9", member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("a repeated lock lasts longer, and a password reset lifts it at once", async () => {
    const member = await createMember(t);
    const fail = async () => {
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i += 1) await login(`192.0.2.${20 + i}`, member.email, `guess ${i}`);
    };
    await fail();
    t.clock.advance(LOGIN_LOCK_BASE_MS);
    await fail();
    const second = await login("192.0.2.40", member.email, TEST_PASSWORD);
    expect(second.headers["retry-after"]).toBe(String((2 * LOGIN_LOCK_BASE_MS) / 1000));

    const [, latest] = await lockMails(member.email);
    const token = tokenIn(latest, "/reset-password");
    const reset = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", headers: { origin: TEST_ORIGIN }, payload: { token, password: "a brand new one" } });
    expect(reset.statusCode).toBe(200);
    expect((await login("192.0.2.40", member.email, "a brand new one")).statusCode).toBe(200);
  });

  it("locks an address nobody has in the same way, and mails nobody", async () => {
    const before = (await t.mailer.sent()).length;
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i += 1) codes.push((await login(`192.0.2.${60 + i}`, "nobody@example.test", "guess")).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    expect((await t.mailer.sent()).length).toBe(before);
  });
});
