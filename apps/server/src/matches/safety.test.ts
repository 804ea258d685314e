import { WS_CLOSE } from "@ulfa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { anonymous, createMember, createTestApp, TEST_PASSWORD, testDbKind, type TestApp } from "../../test/harness";
import { reports, users } from "../db/schema";
import { snapToGrid } from "../location/geo";
import { closedWith, connectSocket, makeMatch } from "../../test/matches";

const ADMIN = "admin@example.test";
const ADMIN2 = "admin2@example.test";

describe(`block, report and report moderation (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: `${ADMIN},${ADMIN2}` } });
  });
  afterAll(() => t.close());

  it("blocks: ends the match, stops messages both ways, lists and unblocks", async () => {
    const a = await createMember(t);
    const b = await createMember(t, { name: "Blocked One", photos: ["/p/1.jpg"] });
    const id = await makeMatch(t, a, b);
    const res = await a.request("POST", "/api/blocks", { userId: b.id });
    expect(res.statusCode).toBe(201);
    // Blocking twice is harmless.
    expect((await a.request("POST", "/api/blocks", { userId: b.id })).statusCode).toBe(201);
    expect((await a.request("GET", "/api/matches")).json()).toEqual([]);
    expect((await b.request("GET", "/api/matches")).json()).toEqual([]);
    expect((await b.request("POST", `/api/matches/${id}/messages`, { content: "still there?" })).statusCode).toBe(404);

    const list = (await a.request("GET", "/api/blocks")).json();
    expect(list).toEqual([{ id: b.id, name: "Blocked One", profilePhoto: "/p/1.jpg", blockedAt: expect.any(String) }]);
    expect((await b.request("GET", "/api/blocks")).json()).toEqual([]);

    expect((await a.request("DELETE", `/api/blocks/${b.id}`)).statusCode).toBe(200);
    expect((await a.request("GET", "/api/blocks")).json()).toEqual([]);
    expect((await a.request("DELETE", `/api/blocks/${b.id}`)).statusCode).toBe(404);
  });

  it("a blocked pair that still has a match row can't message (403)", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    // Block first, then a match row appears (e.g. a race with the likes flow): sending is still refused.
    await a.request("POST", "/api/blocks", { userId: b.id });
    const id = await makeMatch(t, a, b);
    expect((await b.request("POST", `/api/matches/${id}/messages`, { content: "hi" })).statusCode).toBe(403);
    expect((await a.request("POST", `/api/matches/${id}/messages`, { content: "hi" })).statusCode).toBe(403);
  });

  it("validates block calls", async () => {
    const a = await createMember(t);
    expect((await a.request("POST", "/api/blocks", { userId: a.id })).statusCode).toBe(400);
    expect((await a.request("POST", "/api/blocks", { userId: 99999999 })).statusCode).toBe(404);
    expect((await a.request("POST", "/api/blocks", { userId: "x" })).statusCode).toBe(400);
    expect((await a.request("DELETE", "/api/blocks/abc")).statusCode).toBe(400);
    expect((await anonymous(t, "POST", "/api/blocks", { userId: 1 })).statusCode).toBe(401);
    expect((await anonymous(t, "GET", "/api/blocks")).statusCode).toBe(401);
  });

  it("stores reports and validates them", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const res = await a.request("POST", "/api/reports", { userId: b.id, reason: "spam", details: "  sells things  " });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.deps.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({ reporterId: a.id, reportedId: b.id, reason: "spam", details: "sells things", status: "open" });

    expect((await a.request("POST", "/api/reports", { userId: b.id, reason: "rude" })).statusCode).toBe(400);
    expect((await a.request("POST", "/api/reports", { userId: b.id })).statusCode).toBe(400);
    expect((await a.request("POST", "/api/reports", { userId: a.id, reason: "spam" })).statusCode).toBe(400);
    expect((await a.request("POST", "/api/reports", { userId: 99999999, reason: "spam" })).statusCode).toBe(404);
    expect((await a.request("POST", "/api/reports", { userId: b.id, reason: "other", details: "x".repeat(1001) })).statusCode).toBe(400);
    expect((await anonymous(t, "POST", "/api/reports", { userId: b.id, reason: "spam" })).statusCode).toBe(401);
  });

  it("moderation: 401 anonymous, 403 members; admins list, dismiss and suspend", async () => {
    const admin = await createMember(t, { email: ADMIN });
    const member = await createMember(t);
    const reporter = await createMember(t, { name: "Reporter", language: "ar" });
    const bad = await createMember(t, { name: "Bad Actor" });
    const r1 = (await reporter.request("POST", "/api/reports", { userId: bad.id, reason: "harassment", details: "mean" })).json().id;
    const r2 = (await reporter.request("POST", "/api/reports", { userId: bad.id, reason: "fake_profile" })).json().id;

    expect((await anonymous(t, "GET", "/api/moderation/reports")).statusCode).toBe(401);
    expect((await member.request("GET", "/api/moderation/reports")).statusCode).toBe(403);
    expect((await member.request("POST", `/api/moderation/reports/${r1}`, { action: "dismiss" })).statusCode).toBe(403);
    expect((await anonymous(t, "POST", `/api/moderation/reports/${r1}`, { action: "dismiss" })).statusCode).toBe(401);

    const open = (await admin.request("GET", "/api/moderation/reports")).json();
    const mine = open.filter((r: { id: number }) => r.id === r1 || r.id === r2);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      id: r1,
      reason: "harassment",
      details: "mean",
      // The words as written, with the reporter's language beside them (issue 31).
      reporterLanguage: "ar",
      status: "open",
      reporter: { id: reporter.id, name: "Reporter" },
      reported: { id: bad.id, name: "Bad Actor", suspendedAt: null },
    });

    expect((await admin.request("POST", `/api/moderation/reports/${r1}`, { action: "ban" })).statusCode).toBe(400);
    expect((await admin.request("POST", "/api/moderation/reports/99999999", { action: "dismiss" })).statusCode).toBe(404);
    const dismissed = await admin.request("POST", `/api/moderation/reports/${r1}`, { action: "dismiss" });
    expect(dismissed.json()).toEqual({ message: "Report dismissed", status: "dismissed" });
    expect((await admin.request("POST", `/api/moderation/reports/${r1}`, { action: "suspend" })).statusCode).toBe(409);

    const badSocket = await connectSocket(t.app, bad.cookie);
    badSocket.send({ type: "ping" });
    await badSocket.next((e) => e.type === "pong");
    const socketClosed = closedWith(badSocket.ws);
    const suspended = await admin.request("POST", `/api/moderation/reports/${r2}`, { action: "suspend" });
    // Their open sockets are told and closed.
    expect(await socketClosed).toBe(WS_CLOSE.NOT_AUTHENTICATED);
    expect(suspended.json()).toEqual({ message: "Member suspended", status: "actioned" });
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, bad.id));
    expect(row.suspendedAt).not.toBeNull();
    // Their sessions are gone.
    expect((await bad.request("GET", "/api/user")).statusCode).toBe(401);
    const left = (await admin.request("GET", "/api/moderation/reports")).json();
    expect(left.some((r: { id: number }) => r.id === r1 || r.id === r2)).toBe(false);
  });

  it("suspensions: 401 anonymous, 403 members; admins list and lift, and the member signs in and shows in decks again", async () => {
    const admin = await createMember(t, { email: ADMIN2 });
    const member = await createMember(t);
    const reporter = await createMember(t);
    // Somewhere no other test puts anyone, so the deck is just these two.
    const home = snapToGrid({ latitude: -33.8688, longitude: 151.2093 });
    const viewer = await createMember(t, { gender: "male", interestedIn: "female", ...home });
    const bad = await createMember(t, { name: "Lifted Later", gender: "female", photos: ["/p/s.jpg"], ...home });
    const deckIds = async () => ((await viewer.request("GET", "/api/discover?maxDistance=5")).json() as { id: number }[]).map((i) => i.id);
    expect(await deckIds()).toEqual([bad.id]);

    expect((await anonymous(t, "GET", "/api/moderation/suspensions")).statusCode).toBe(401);
    expect((await member.request("GET", "/api/moderation/suspensions")).statusCode).toBe(403);
    expect((await anonymous(t, "POST", `/api/moderation/suspensions/${bad.id}/lift`)).statusCode).toBe(401);
    expect((await member.request("POST", `/api/moderation/suspensions/${bad.id}/lift`)).statusCode).toBe(403);

    // Not suspended yet: nothing to lift.
    expect((await admin.request("POST", `/api/moderation/suspensions/${bad.id}/lift`)).statusCode).toBe(404);
    expect((await admin.request("POST", "/api/moderation/suspensions/99999999/lift")).statusCode).toBe(404);
    expect((await admin.request("POST", "/api/moderation/suspensions/abc/lift")).statusCode).toBe(400);
    expect(((await admin.request("GET", "/api/moderation/suspensions")).json() as { id: number }[]).some((s) => s.id === bad.id)).toBe(false);

    const reportId = (await reporter.request("POST", "/api/reports", { userId: bad.id, reason: "spam" })).json().id;
    t.clock.advance(60_000);
    expect((await admin.request("POST", `/api/moderation/reports/${reportId}`, { action: "suspend" })).statusCode).toBe(200);
    expect(await deckIds()).toEqual([]);
    const login = () => anonymous(t, "POST", "/api/auth/login", { email: bad.email, password: TEST_PASSWORD });
    expect((await login()).statusCode).toBe(403);

    const list = (await admin.request("GET", "/api/moderation/suspensions")).json() as { id: number }[];
    const entry = list.find((s) => s.id === bad.id);
    expect(entry).toEqual({
      id: bad.id,
      name: "Lifted Later",
      username: bad.row.username,
      email: bad.email,
      suspendedAt: t.clock.now().toISOString(),
      profilePhoto: "/p/s.jpg",
      // Suspended with one click from the report: for good, no reason given.
      endsAt: null,
      reason: null,
    });
    expect(JSON.stringify(entry)).not.toMatch(/passwordHash|latitude/);

    const lifted = await admin.request("POST", `/api/moderation/suspensions/${bad.id}/lift`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ message: "Suspension lifted" });
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, bad.id));
    expect(row.suspendedAt).toBeNull();
    expect(((await admin.request("GET", "/api/moderation/suspensions")).json() as { id: number }[]).some((s) => s.id === bad.id)).toBe(false);
    // Lifting twice: no longer suspended.
    expect((await admin.request("POST", `/api/moderation/suspensions/${bad.id}/lift`)).statusCode).toBe(404);

    // They can sign in again, and show in decks again.
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(await deckIds()).toEqual([bad.id]);
  });
});
