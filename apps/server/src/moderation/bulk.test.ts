import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { MODERATION_BULK_MAX, type BulkResult } from "@ulfa/contracts";
import { anonymous, createMember, createStaff, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { auditLog, memberReviews, reports, trustSignals, users, verificationRequests } from "../db/schema";

const ADMIN = "bulk-admin@example.test";

/** POST /api/moderation/{reports,signals,verifications,approvals}/bulk: one action on several rows, each through its single action. */
describe(`moderation bulk actions (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let moderator: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
    ({ admin, moderator } = await createStaff(t, ADMIN));
  });

  const report = async (by: TestMember, about: TestMember) => {
    const [row] = await t.app.deps.db.insert(reports).values({ reporterId: by.id, reportedId: about.id, reason: "spam", details: "", createdAt: t.clock.now() }).returning();
    return row.id;
  };
  const bulk = async (who: TestMember, list: string, body: unknown) => {
    const res = await who.request("POST", `/api/moderation/${list}/bulk`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BulkResult;
  };
  const audits = (action: string) => t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("is for moderators and admins only: 401 anonymous, 403 a member, on every list", async () => {
    const member = await createMember(t);
    for (const list of ["reports", "signals", "verifications", "approvals"]) {
      const body = { ids: [1], action: list === "signals" ? "clear" : list === "reports" ? "dismiss" : "approve" };
      expect((await anonymous(t, "POST", `/api/moderation/${list}/bulk`, body)).statusCode, list).toBe(401);
      expect((await member.request("POST", `/api/moderation/${list}/bulk`, body)).statusCode, list).toBe(403);
    }
  });

  it("refuses an empty list, too many ids, a bad id and an unknown action with a 400 naming the field", async () => {
    const many = Array.from({ length: MODERATION_BULK_MAX + 1 }, (_, i) => i + 1);
    for (const [list, body, field] of [
      ["reports", { ids: [], action: "dismiss" }, "ids"],
      ["reports", { ids: many, action: "dismiss" }, "ids"],
      ["reports", { ids: [1.5], action: "dismiss" }, "ids"],
      ["reports", { ids: "1,2", action: "dismiss" }, "ids"],
      ["reports", { action: "dismiss" }, "ids"],
      // Never a suspension in bulk: it asks for a term and a reason, member by member.
      ["reports", { ids: [1], action: "suspend" }, "action"],
      ["signals", { ids: [1], action: "suspend" }, "action"],
      ["verifications", { ids: [1], action: "maybe" }, "action"],
      ["approvals", { ids: [1], action: "decline" }, "action"],
    ] as const) {
      const res = await moderator.request("POST", `/api/moderation/${list}/bulk`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(new RegExp(`^${field}`));
    }
    expect((await moderator.request("POST", "/api/moderation/reports/bulk", { ids: [1], action: "dismiss", days: 7 })).statusCode).toBe(400);
  });

  it("dismisses several reports, each audited like one dismissal; a stale, own or staff report is skipped with its code", async () => {
    const [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
    const first = await report(a, b);
    const second = await report(a, c);
    const handled = await report(b, c);
    await t.app.deps.db.update(reports).set({ status: "dismissed" }).where(eq(reports.id, handled));
    const aboutAdmin = await report(a, admin);
    const aboutMe = await report(a, moderator);
    const result = await bulk(moderator, "reports", { ids: [first, second, handled, 9999, aboutAdmin, aboutMe, first], action: "dismiss" });
    expect(result).toEqual({
      done: [first, second],
      skipped: [
        { id: handled, code: "ALREADY_HANDLED" },
        { id: 9999, code: "NOT_FOUND" },
        { id: aboutAdmin, code: "STAFF_REPORT" },
        { id: aboutMe, code: "OWN_REPORT" },
      ],
    });
    const rows = await t.app.deps.db.select().from(reports).where(inArray(reports.id, [first, second]));
    expect(rows.map((r) => r.status)).toEqual(["dismissed", "dismissed"]);
    expect((await audits("report.dismiss")).map((e) => [e.actorId, e.targetUserId, e.detail]).sort()).toEqual([
      [moderator.id, b.id, { reportId: first }],
      [moderator.id, c.id, { reportId: second }],
    ].sort());
    // An admin may dismiss a report about staff (the single dismissal's rule): the one about the moderator.
    expect(await bulk(admin, "reports", { ids: [aboutMe], action: "dismiss" })).toEqual({ done: [aboutMe], skipped: [] });
  });

  it("clears or holds several members' signals; staff are not held, oneself is never a target", async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    for (const m of [a, b, moderator]) await t.app.deps.db.insert(trustSignals).values({ userId: m.id, code: "MONEY_REQUEST", evidence: {}, createdAt: t.clock.now() });
    const held = await bulk(moderator, "signals", { ids: [a.id, admin.id, moderator.id], action: "hold" });
    expect(held).toEqual({ done: [a.id], skipped: [{ id: admin.id, code: "STAFF_MEMBER" }, { id: moderator.id, code: "SELF_TARGET" }] });
    expect((await t.app.deps.db.select().from(memberReviews).where(eq(memberReviews.userId, a.id)))[0]?.state).toBe("held");
    const cleared = await bulk(moderator, "signals", { ids: [a.id, b.id, 9999], action: "clear" });
    expect(cleared).toEqual({ done: [a.id, b.id], skipped: [{ id: 9999, code: "NOT_FOUND" }] });
    const open = await t.app.deps.db.select().from(trustSignals).where(and(inArray(trustSignals.userId, [a.id, b.id]), sql`${trustSignals.resolvedAt} is null`));
    expect(open).toEqual([]);
    expect((await audits("trust.clear")).map((e) => e.targetUserId).sort()).toEqual([a.id, b.id].sort());
    expect((await audits("trust.hold")).map((e) => e.targetUserId)).toEqual([a.id]);
    // Cleared already and nothing new: done (idempotent) but not audited twice; a new signal is cleared and audited.
    await t.app.deps.db.insert(trustSignals).values({ userId: b.id, code: "MONEY_REQUEST", evidence: {}, createdAt: t.clock.now() });
    expect(await bulk(moderator, "signals", { ids: [a.id, b.id], action: "clear" })).toEqual({ done: [a.id, b.id], skipped: [] });
    expect((await audits("trust.clear")).map((e) => e.targetUserId).sort()).toEqual([a.id, b.id, b.id].sort());
    expect(await bulk(moderator, "signals", { ids: [a.id], action: "hold" })).toEqual({ done: [a.id], skipped: [] });
    expect(await bulk(moderator, "signals", { ids: [a.id], action: "hold" })).toEqual({ done: [a.id], skipped: [] });
    expect(await audits("trust.hold")).toHaveLength(2);
  });

  it("approves or rejects several selfies with one note; one's own and one already reviewed are skipped", async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const selfie = async (of: TestMember) =>
      (await t.app.deps.db.insert(verificationRequests).values({ userId: of.id, selfiePath: `s-${of.id}.jpg`, confidence: 0.5, createdAt: t.clock.now() }).returning())[0].id;
    const [sa, sb, mine] = [await selfie(a), await selfie(b), await selfie(moderator)];
    const rejected = await bulk(moderator, "verifications", { ids: [sa, mine], action: "reject", note: "  The face is hidden  " });
    expect(rejected).toEqual({ done: [sa], skipped: [{ id: mine, code: "OWN_VERIFICATION" }] });
    const approved = await bulk(moderator, "verifications", { ids: [sa, sb], action: "approve" });
    expect(approved).toEqual({ done: [sb], skipped: [{ id: sa, code: "ALREADY_HANDLED" }] });
    const rows = await t.app.deps.db.select().from(verificationRequests).where(inArray(verificationRequests.id, [sa, sb]));
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.note]]))).toEqual({ [sa]: ["rejected", "The face is hidden"], [sb]: ["approved", null] });
    expect((await t.app.deps.db.select().from(users).where(eq(users.id, b.id)))[0].verificationStatus).toBe("approved");
    expect((await audits("verification.reject")).map((e) => e.targetUserId)).toEqual([a.id]);
  });

  it("approves several new members waiting for approval; a missing one is skipped", async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    await t.app.deps.db.insert(memberReviews).values([a, b].map((m) => ({ userId: m.id, state: "pending" as const, since: t.clock.now() })));
    expect(await bulk(moderator, "approvals", { ids: [a.id, b.id, 9999], action: "approve" })).toEqual({ done: [a.id, b.id], skipped: [{ id: 9999, code: "NOT_FOUND" }] });
    expect(await t.app.deps.db.select().from(memberReviews).where(inArray(memberReviews.userId, [a.id, b.id]))).toEqual([]);
    expect((await audits("trust.approve")).map((e) => e.targetUserId).sort()).toEqual([a.id, b.id].sort());
  });
});
