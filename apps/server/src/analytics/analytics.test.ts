import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LIVE_VISITOR_WINDOW_MS, PAGE_PATH_MAX, type LiveAnalytics, type VisitorAnalytics } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, TEST_ORIGIN, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { pageViews, settings, users } from "../db/schema";

const ADMIN_EMAIL = "boss@example.test";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A page view from a given network address and browser, optionally signed in. */
function view(t: TestApp, path: unknown, opts: { ip?: string; ua?: string; member?: TestMember } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/analytics/pageview",
    headers: {
      origin: TEST_ORIGIN,
      "user-agent": opts.ua ?? "test-browser",
      ...(opts.ip ? { "x-forwarded-for": opts.ip } : {}),
      ...(opts.member ? { cookie: opts.member.cookie } : {}),
    },
    payload: { path },
  });
}

describe(`analytics (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: `other@example.test, ${ADMIN_EMAIL.toUpperCase()}`, TRUST_PROXY: "true" } });
    admin = await createMember(t, { email: ADMIN_EMAIL, country: "GB" });
    member = await createMember(t, { country: "SA", premiumUntil: new Date(t.clock.now().getTime() + 30 * DAY_MS) });
  });
  afterAll(() => t.close());

  it("answers 401 to anonymous callers and 403 to members on every admin call", async () => {
    for (const url of ["/api/analytics/visitors", "/api/analytics/live"]) {
      expect((await anonymous(t, "GET", url)).statusCode).toBe(401);
      const res = await member.request("GET", url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN" });
    }
  });

  it("says isAdmin on GET /api/user only for administrators", async () => {
    expect((await admin.request("GET", "/api/user")).json()).toMatchObject({ isAdmin: true });
    expect((await member.request("GET", "/api/user")).json()).toMatchObject({ isAdmin: false });
  });

  it("records page views anonymously with a salted visitor hash, a clean path and no IP", async () => {
    const res = await view(t, "/about?ref=mail#team", { ip: "8.8.8.8" });
    expect(res.statusCode).toBe(204);
    const [row] = await t.app.deps.db.select().from(pageViews).orderBy(pageViews.id);
    expect(row.path).toBe("/about");
    expect(row.country).toBe("US");
    expect(row.userId).toBeNull();
    expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("8.8.8.8");
    // Neither the IP nor an unsalted hash of it is stored.
    const { createHash } = await import("node:crypto");
    const unsalted = createHash("sha256").update("8.8.8.8test-browser").digest("hex");
    expect(row.visitorHash).not.toBe(unsalted);
  });

  it("refuses paths that are not our pages and caps long ones", async () => {
    expect((await view(t, "https://evil.example/x")).statusCode).toBe(400);
    expect((await view(t, "//evil.example")).statusCode).toBe(400);
    expect((await view(t, 42)).statusCode).toBe(400);
    expect((await view(t, `/${"a".repeat(1000)}`)).statusCode).toBe(204);
    const rows = await t.app.deps.db.select({ path: pageViews.path }).from(pageViews);
    expect(Math.max(...rows.map((r) => r.path.length))).toBe(PAGE_PATH_MAX);
    await t.app.deps.db.delete(pageViews);
  });

  it("maps loopback and private addresses to no country", async () => {
    await view(t, "/", { ip: "192.168.1.20" });
    await view(t, "/");
    const rows = await t.app.deps.db.select({ country: pageViews.country }).from(pageViews);
    expect(rows.map((r) => r.country)).toEqual([null, null]);
    await t.app.deps.db.delete(pageViews);
  });

  it("gives the same visitor the same id within a day and a new one the next day", async () => {
    await view(t, "/", { ip: "8.8.8.8", ua: "same" });
    await view(t, "/home", { ip: "8.8.8.8", ua: "same" });
    await view(t, "/", { ip: "8.8.8.8", ua: "other browser" });
    const saltBefore = await t.app.deps.db.select().from(settings);
    t.clock.advance(DAY_MS);
    await view(t, "/", { ip: "8.8.8.8", ua: "same" });
    const rows = await t.app.deps.db.select({ hash: pageViews.visitorHash }).from(pageViews).orderBy(pageViews.id);
    expect(rows[0].hash).toBe(rows[1].hash);
    expect(rows[2].hash).not.toBe(rows[0].hash);
    expect(rows[3].hash).not.toBe(rows[0].hash);
    // Yesterday's salt is gone, so yesterday's ids cannot be recomputed.
    const saltAfter = await t.app.deps.db.select().from(settings);
    const saltKeys = (list: { key: string }[]) => list.map((s) => s.key).filter((k) => k.startsWith("analytics_salt:"));
    expect(saltKeys(saltBefore)).toHaveLength(1);
    expect(saltKeys(saltAfter)).toHaveLength(1);
    expect(saltKeys(saltAfter)).not.toEqual(saltKeys(saltBefore));
    await t.app.deps.db.delete(pageViews);
  });

  it("attaches signed-in members and refreshes their last activity, throttled", async () => {
    await view(t, "/home", { member });
    const [first] = await t.app.deps.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, member.id));
    expect(first.at?.toISOString()).toBe(t.clock.now().toISOString());
    const [row] = await t.app.deps.db.select().from(pageViews);
    expect(row.userId).toBe(member.id);
    t.clock.advance(10_000);
    await view(t, "/profile", { member });
    const [second] = await t.app.deps.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, member.id));
    expect(second.at?.toISOString()).toBe(first.at?.toISOString());
    await t.app.deps.db.delete(pageViews);
  });

  it("shows the administrator correct visitor numbers", async () => {
    await view(t, "/", { ip: "8.8.8.8", ua: "a" });
    await view(t, "/about", { ip: "8.8.8.8", ua: "a" });
    await view(t, "/", { ip: "8.8.4.4", ua: "b" });
    await view(t, "/", { ip: "81.2.69.160", ua: "c" });
    await view(t, "/premium", { ip: "192.168.0.5", ua: "d", member });

    const res = await admin.request("GET", "/api/analytics/visitors");
    expect(res.statusCode).toBe(200);
    const body = res.json<VisitorAnalytics>();
    expect(body.totalVisitors).toBe(5);
    expect(body.uniqueVisitors).toBe(4);
    expect(body.topCountries).toEqual([
      { country: "US", count: 3 },
      { country: "GB", count: 1 },
    ]);
    expect(body.topPages).toEqual([
      { page: "/", count: 3 },
      { page: "/about", count: 1 },
      { page: "/premium", count: 1 },
    ]);
    expect(body.userCountries).toEqual(
      expect.arrayContaining([
        { country: "GB", count: 1 },
        { country: "SA", count: 1 },
      ]),
    );
    expect(body.registeredUsers).toBe(2);
    expect(body.premiumUsers).toBe(1);
    expect(body.registeredUsersList).toEqual(
      expect.arrayContaining([
        { id: member.id, email: member.email, country: "SA", isEmailVerified: true, isPremium: true },
        { id: admin.id, email: ADMIN_EMAIL, country: "GB", isEmailVerified: true, isPremium: false },
      ]),
    );
  });

  it("shows live visitors and active members within the last five minutes only", async () => {
    const live = async () => (await admin.request("GET", "/api/analytics/live")).json<LiveAnalytics>();
    const now = await live();
    expect(now.activeVisitors).toBe(4);
    expect(now.visitorCountries).toEqual([
      { country: "US", count: 2 },
      { country: "GB", count: 1 },
    ]);
    // Recently active but with no socket open: listed, not counted as online (issue 31).
    expect(now.activeUsers).toBe(0);
    expect(now.recentUsers).toEqual([{ username: member.row.username, country: "SA", lastActivity: expect.any(String) }]);
    await t.app.deps.presence.socketOpened(member.id, "live-socket");
    expect((await live()).activeUsers).toBe(1);
    await t.app.deps.presence.socketClosed(member.id, "live-socket");
    expect((await live()).activeUsers).toBe(0);

    t.clock.advance(LIVE_VISITOR_WINDOW_MS + 1000);
    const later = await live();
    expect(later).toEqual({ activeVisitors: 0, activeUsers: 0, recentUsers: [], visitorCountries: [] });
  });

  it("limits each list to ten entries", async () => {
    for (let i = 0; i < 12; i++) await view(t, `/page-${i}`);
    const body = (await admin.request("GET", "/api/analytics/visitors")).json<VisitorAnalytics>();
    expect(body.topPages).toHaveLength(10);
  });
});
