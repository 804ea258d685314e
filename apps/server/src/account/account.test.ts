import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEACTIVATION_GRACE_MS, LOGIN_ACCOUNT_MAX_FAILURES } from "@ulfa/contracts";
import { sessions, users } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, TEST_PASSWORD, type TestApp } from "../../test/harness";

const PHRASE_MESSAGE = "Confirmation Required: Please type 'delete my account' to confirm";

describe(`account deactivation and reactivation (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => (await t.app.deps.db.select().from(users).where(eq(users.id, id)))[0];
  const sessionCount = async (id: number) => (await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, id))).length;

  it("deactivates with the phrase (any case): signed out everywhere, off the map, reason kept", async () => {
    const member = await createMember(t, { showOnMap: true, locationSharingEnabled: true });
    const socket = { sessionId: "any", bufferedAmount: 0, sent: [] as string[], closed: false, send(data: string) { this.sent.push(data); }, close() { this.closed = true; } };
    await t.app.deps.realtime.attach(member.id, socket);
    const res = await member.request("POST", "/api/account/deactivate", { reason: "  Met someone ", confirmation: "Delete My Account" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Your account has been deactivated. You can reactivate it within 30 days." });
    const cleared = res.cookies.find((c) => c.name === "ulfa_session");
    expect(cleared?.value).toBe("");
    const row = await rowOf(member.id);
    expect(row.deactivatedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(row.deactivationReason).toBe("Met someone");
    expect(row.showOnMap).toBe(false);
    expect(await sessionCount(member.id)).toBe(0);
    expect((await member.request("GET", "/api/user")).statusCode).toBe(401);
    await expect.poll(() => socket.closed).toBe(true);
    await t.app.deps.realtime.detach(member.id, socket);
  });

  it("refuses a wrong or missing phrase and changes nothing", async () => {
    const member = await createMember(t);
    for (const body of [{ confirmation: "delete account" }, { confirmation: "" }, { reason: "bye" }, {}]) {
      const res = await member.request("POST", "/api/account/deactivate", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(PHRASE_MESSAGE);
    }
    const long = await member.request("POST", "/api/account/deactivate", { confirmation: "delete my account", reason: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect((await rowOf(member.id)).deactivatedAt).toBeNull();
    expect((await member.request("GET", "/api/user")).statusCode).toBe(200);
    expect((await anonymous(t, "POST", "/api/account/deactivate", { confirmation: "delete my account" })).statusCode).toBe(401);
  });

  it("takes the Arabic phrase too (the page asks Arabic speakers for it), diacritics and spacing aside", async () => {
    const member = await createMember(t);
    expect((await member.request("POST", "/api/account/deactivate", { confirmation: "احذف" })).statusCode).toBe(400);
    expect((await member.request("POST", "/api/account/deactivate", { confirmation: "  احذفْ   حسابي " })).statusCode).toBe(200);
    expect((await rowOf(member.id)).deactivatedAt).not.toBeNull();
  });

  it("one member can never deactivate another", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await a.request("POST", "/api/account/deactivate", { confirmation: "delete my account", userId: b.id, email: b.email });
    expect((await rowOf(b.id)).deactivatedAt).toBeNull();
    expect((await rowOf(a.id)).deactivatedAt).not.toBeNull();
    // Reactivation needs the account's own password, not someone else's.
    const res = await anonymous(t, "POST", "/api/account/reactivate", { email: a.email, password: "not the password" });
    expect(res.statusCode).toBe(401);
    expect((await rowOf(a.id)).deactivatedAt).not.toBeNull();
  });

  it("reactivates within the grace period with a new session", async () => {
    const member = await createMember(t);
    await member.request("POST", "/api/account/deactivate", { confirmation: "delete my account" });
    t.clock.advance(DEACTIVATION_GRACE_MS - 60_000);
    const res = await anonymous(t, "POST", "/api/account/reactivate", { email: member.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Welcome back! Your account has been reactivated." });
    const cookie = res.cookies.find((c) => c.name === "ulfa_session")!;
    expect(cookie.value).not.toBe("");
    expect(cookie.httpOnly).toBe(true);
    const me = await t.app.inject({ method: "GET", url: "/api/user", cookies: { ulfa_session: cookie.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(member.id);
    expect((await rowOf(member.id)).deactivatedAt).toBeNull();

    const again = await anonymous(t, "POST", "/api/account/reactivate", { email: member.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This account is active. Please sign in.");
  });

  it("answers 410 ACCOUNT_EXPIRED past the grace period, 401 for wrong credentials, 400 for missing fields", async () => {
    const member = await createMember(t, { deactivatedAt: new Date(t.clock.now().getTime() - DEACTIVATION_GRACE_MS - 1000) });
    const expired = await anonymous(t, "POST", "/api/account/reactivate", { email: member.email, password: TEST_PASSWORD });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("ACCOUNT_EXPIRED");

    const wrong = await anonymous(t, "POST", "/api/account/reactivate", { email: member.email, password: "wrong password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password", code: "INVALID_CREDENTIALS" });
    const nobody = await anonymous(t, "POST", "/api/account/reactivate", { email: "nobody@example.test", password: "whatever" });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().message).toBe("Invalid email or password");

    for (const body of [{ email: member.email }, { password: "x" }, { email: "", password: "" }, {}]) {
      const res = await anonymous(t, "POST", "/api/account/reactivate", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe("Missing Information: Please enter both email and password");
    }
  });
});

describe(`reactivation rate limit (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("limits guessing with 429 after the per-window allowance", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await anonymous(t, "POST", "/api/account/reactivate", { email: "x@example.test", password: `guess${i}` })).statusCode);
    // Reactivation checks the password, so the login limits apply: the account locks first.
    expect(statuses.slice(0, LOGIN_ACCOUNT_MAX_FAILURES - 1).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LOGIN_ACCOUNT_MAX_FAILURES - 1).every((s) => s === 429)).toBe(true);
  });
});
