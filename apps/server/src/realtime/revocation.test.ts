import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WS_CLOSE } from "@ulfa/contracts";
import { createMember, createTestApp, TEST_ORIGIN, TEST_PASSWORD, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { createSession, SESSION_COOKIE } from "../auth/session";
import { tokenIn } from "../../test/auth";
import { closedWith, connectSocket, type TestSocket } from "../../test/matches";

const ADMIN = "revocation-admin@example.test";

/** Every path that ends a session closes exactly that session's sockets (4401), and its cookie stops working at once. */
describe(`sockets end with their session (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN }, config: { rateLimitMax: 10_000 } });
  });
  afterAll(() => t.close());

  /** A second signed-in device of the member: its own session, cookie and socket. */
  async function secondDevice(member: TestMember): Promise<{ cookie: string; socket: TestSocket }> {
    const { token } = await createSession(t.app.deps, member.id);
    const cookie = `${SESSION_COOKIE}=${t.app.signCookie(token)}`;
    return { cookie, socket: await connectSocket(t.app, cookie) };
  }
  const userWith = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie, origin: TEST_ORIGIN } });
  async function stillOpen(socket: TestSocket): Promise<void> {
    socket.send({ type: "ping" });
    await socket.next((e) => e.type === "pong");
  }
  async function signedOut(socket: TestSocket): Promise<void> {
    expect(await closedWith(socket.ws)).toBe(WS_CLOSE.NOT_AUTHENTICATED);
    expect(socket.events).toContainEqual({ type: "signed_out" });
  }

  it("logout closes this session's socket only", async () => {
    const member = await createMember(t);
    const here = await connectSocket(t.app, member.cookie);
    const other = await secondDevice(member);
    expect((await userWith(member.cookie)).statusCode).toBe(200); // the session is now cached
    const closed = signedOut(here);
    expect((await member.request("POST", "/api/auth/logout")).statusCode).toBe(200);
    await closed;
    expect((await userWith(member.cookie)).statusCode).toBe(401);
    await stillOpen(other.socket);
    expect((await userWith(other.cookie)).statusCode).toBe(200);
    await other.socket.close();
  });

  it("signing in again from a browser ends the session it held before", async () => {
    const member = await createMember(t);
    const here = await connectSocket(t.app, member.cookie);
    const closed = signedOut(here);
    const res = await member.request("POST", "/api/auth/login", { email: member.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    await closed;
  });

  it("a password change keeps this session's socket and closes the others", async () => {
    const member = await createMember(t);
    const here = await connectSocket(t.app, member.cookie);
    const other = await secondDevice(member);
    expect((await userWith(other.cookie)).statusCode).toBe(200);
    const closed = signedOut(other.socket);
    const res = await member.request("POST", "/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "fresh password" });
    expect(res.statusCode).toBe(200);
    await closed;
    expect((await userWith(other.cookie)).statusCode).toBe(401);
    await stillOpen(here);
    await here.close();
  });

  it("a password reset closes every socket", async () => {
    const member = await createMember(t);
    const here = await connectSocket(t.app, member.cookie);
    const other = await secondDevice(member);
    const closed = Promise.all([signedOut(here), signedOut(other.socket)]);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", headers: { origin: TEST_ORIGIN }, payload: { email: member.email } });
    const token = tokenIn(await t.mailer.lastTo(member.email), "/reset-password");
    const res = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", headers: { origin: TEST_ORIGIN }, payload: { token, password: "brand new pass" } });
    expect(res.statusCode).toBe(200);
    await closed;
    expect((await userWith(member.cookie)).statusCode).toBe(401);
  });

  it("deactivation closes every socket", async () => {
    const member = await createMember(t);
    const here = await connectSocket(t.app, member.cookie);
    const other = await secondDevice(member);
    const closed = Promise.all([signedOut(here), signedOut(other.socket)]);
    const res = await member.request("POST", "/api/account/deactivate", { confirmation: "delete my account" });
    expect(res.statusCode).toBe(200);
    await closed;
  });

  it("suspension closes every socket and the member's cookie stops working at once", async () => {
    const admin = await createMember(t, { email: ADMIN });
    const reporter = await createMember(t);
    const member = await createMember(t);
    const here = await connectSocket(t.app, member.cookie);
    const other = await secondDevice(member);
    expect((await userWith(member.cookie)).statusCode).toBe(200);
    expect((await reporter.request("POST", "/api/reports", { userId: member.id, reason: "spam" })).statusCode).toBe(201);
    const reports = (await admin.request("GET", "/api/moderation/reports")).json() as { id: number; reported: { id: number } }[];
    const report = reports.find((r) => r.reported.id === member.id)!;
    const closed = Promise.all([signedOut(here), signedOut(other.socket)]);
    expect((await admin.request("POST", `/api/moderation/reports/${report.id}`, { action: "suspend" })).statusCode).toBe(200);
    await closed;
    expect((await userWith(member.cookie)).statusCode).toBe(401);
  });
});
