import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { SuspendedMember } from "@ulfa/contracts";
import { anonymous, createMember, createStaff, createTestApp, TEST_PASSWORD, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { auditLog, memberSuspensions, reports, trustSignals } from "../db/schema";
import { expireSuspensions } from "../staff/suspensions";

const ADMIN = "queue-suspend-admin@example.test";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Suspending from the moderation queue (a report's or a flagged member's `suspend`) takes the same
 * term and reason as the member page (staff/suspensions.ts): the member is refused at sign-in with
 * both, in their language, and a timed one ends by itself.
 */
describe(`suspensions from the moderation queue (${testDbKind})`, () => {
  let t: TestApp;
  let moderator: TestMember;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
    ({ admin, moderator } = await createStaff(t, ADMIN));
  });

  const signIn = (who: TestMember) => anonymous(t, "POST", "/api/auth/login", { email: who.email, password: TEST_PASSWORD });
  const reportAbout = async (about: TestMember) => {
    const by = await createMember(t);
    const [row] = await t.app.deps.db.insert(reports).values({ reporterId: by.id, reportedId: about.id, reason: "scam", details: "asked for money", createdAt: t.clock.now() }).returning();
    return row.id;
  };
  const suspensions = async () => (await moderator.request("GET", "/api/moderation/suspensions")).json() as SuspendedMember[];

  it("a report's suspension for 7 days with a reason: the member is refused with the end date and the reason, then let back in", async () => {
    const member = await createMember(t, { language: "en" });
    const id = await reportAbout(member);
    const res = await moderator.request("POST", `/api/moderation/reports/${id}`, { action: "suspend", days: 7, reason: "Asked members for money" });
    expect([res.statusCode, res.json().status]).toEqual([200, "actioned"]);
    expect((await member.request("GET", "/api/user")).statusCode).toBe(401);
    const refused = await signIn(member);
    expect([refused.statusCode, refused.json().code]).toEqual([403, "ACCOUNT_SUSPENDED"]);
    expect(refused.json().message).toMatch(/^Your account is suspended until \d+ June 2026/);
    expect(refused.json().message).toContain("Reason: Asked members for money");
    const [listed] = await suspensions();
    expect(listed).toMatchObject({ id: member.id, reason: "Asked members for money" });
    expect(Date.parse(listed.endsAt!) - t.clock.now().getTime()).toBe(7 * DAY_MS);
    const [audited] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, "report.suspend"));
    expect(audited.detail).toMatchObject({ reportId: id, days: 7, reason: "Asked members for money" });
    t.clock.advance(7 * DAY_MS + 1000);
    expect(await expireSuspensions(t.app.deps)).toBe(1);
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it("a flagged member suspended for good with a reason, in Arabic; without a reason they are told to contact support", async () => {
    const member = await createMember(t, { language: "ar" });
    await t.app.deps.db.insert(trustSignals).values({ userId: member.id, code: "MONEY_REQUEST", evidence: { text: "usdt", found: "usdt" }, createdAt: t.clock.now() });
    const res = await moderator.request("POST", `/api/moderation/signals/${member.id}`, { action: "suspend", days: null, reason: "طلب أموال من الأعضاء" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe("suspended");
    const refused = await signIn(member);
    expect(refused.json().message).toBe("تم إيقاف حسابك. السبب: طلب أموال من الأعضاء");
    const [row] = await t.app.deps.db.select().from(memberSuspensions).where(eq(memberSuspensions.userId, member.id));
    expect(row).toMatchObject({ endsAt: null, reason: "طلب أموال من الأعضاء", suspendedBy: moderator.id });
    const [audited] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, "trust.suspend"));
    expect(audited.detail).toMatchObject({ days: null, endsAt: null, reason: "طلب أموال من الأعضاء", dropped: 0 });

    // One click, no term: for good, and the refusal says to contact support.
    const other = await createMember(t, { language: "en" });
    expect((await moderator.request("POST", `/api/moderation/reports/${await reportAbout(other)}`, { action: "suspend" })).statusCode).toBe(200);
    expect((await signIn(other)).json().message).toBe("Your account has been suspended. Please contact support.");
    expect((await suspensions()).find((s) => s.id === other.id)).toMatchObject({ endsAt: null, reason: null });
  });

  it("refuses a bad term or reason, and a term beside another action, with a 400 naming the field", async () => {
    const member = await createMember(t);
    const id = await reportAbout(member);
    for (const [url, body, field] of [
      [`/api/moderation/reports/${id}`, { action: "suspend", days: 2, reason: "x" }, "days"],
      [`/api/moderation/reports/${id}`, { action: "suspend", days: "7", reason: "x" }, "days"],
      [`/api/moderation/reports/${id}`, { action: "suspend", days: 7, reason: "   " }, "reason"],
      [`/api/moderation/reports/${id}`, { action: "suspend", days: 7, reason: "x".repeat(501) }, "reason"],
      [`/api/moderation/reports/${id}`, { action: "dismiss", days: 7 }, "days"],
      [`/api/moderation/signals/${member.id}`, { action: "hold", reason: "why" }, "reason"],
      [`/api/moderation/signals/${member.id}`, { action: "suspend", days: 30, reason: "a\u0007b" }, "reason"],
    ] as const) {
      const res = await moderator.request("POST", url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(new RegExp(`^${field}`));
    }
    // Nothing happened to the member.
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it("members may not suspend; staff are never suspended from the queue, whatever the term", async () => {
    const member = await createMember(t);
    const id = await reportAbout(member);
    const body = { action: "suspend", days: 7, reason: "Spam" };
    expect((await anonymous(t, "POST", `/api/moderation/reports/${id}`, body)).statusCode).toBe(401);
    expect((await member.request("POST", `/api/moderation/signals/${moderator.id}`, body)).statusCode).toBe(403);
    const staff = await moderator.request("POST", `/api/moderation/signals/${admin.id}`, body);
    expect([staff.statusCode, staff.json().code]).toEqual([403, "STAFF_MEMBER"]);
    const aboutAdmin = await reportAbout(admin);
    const viaReport = await moderator.request("POST", `/api/moderation/reports/${aboutAdmin}`, body);
    expect([viaReport.statusCode, viaReport.json().code]).toEqual([403, "STAFF_REPORT"]);
    expect(await suspensions()).toEqual([]);
  });

  it("lists suspensions by term, a page at a time, most recent first; refuses a bad filter", async () => {
    const made: number[] = [];
    for (const days of [1, null, 7, null, 30]) {
      const m = await createMember(t);
      expect((await moderator.request("POST", `/api/admin/members/${m.id}/suspension`, { days, reason: "Spam" })).statusCode).toBe(200);
      made.push(m.id);
      t.clock.advance(60_000);
    }
    const get = async (query: string) => {
      const res = await moderator.request("GET", `/api/moderation/suspensions${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as SuspendedMember[]).map((s) => s.id);
    };
    expect(await get("")).toEqual([...made].reverse());
    expect(await get("?term=timed")).toEqual([made[4], made[2], made[0]]);
    expect(await get("?term=forGood")).toEqual([made[3], made[1]]);
    expect(await get("?limit=2")).toEqual([made[4], made[3]]);
    expect(await get("?limit=2&offset=2")).toEqual([made[2], made[1]]);
    expect(await get("?term=timed&limit=2&offset=2")).toEqual([made[0]]);
    for (const [query, field] of [["?term=soon", "term"], ["?limit=0", "limit"], ["?limit=51", "limit"], ["?offset=-1", "offset"], ["?page=2", "page"]]) {
      const res = await moderator.request("GET", `/api/moderation/suspensions${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(field));
    }
    expect((await anonymous(t, "GET", "/api/moderation/suspensions?term=timed")).statusCode).toBe(401);
    const member = await createMember(t);
    expect((await member.request("GET", "/api/moderation/suspensions?term=timed")).statusCode).toBe(403);
  });
});
