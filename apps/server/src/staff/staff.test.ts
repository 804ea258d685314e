import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_RETENTION_MS } from "@ulfa/contracts";
import { auditLog, reports } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { pruneAuditLog } from "./audit";

const FIRST_ADMIN = "first-admin@example.test";

describe(`roles and the audit log (${testDbKind})`, () => {
  let t: TestApp;
  let first: TestMember;
  let granted: TestMember;
  let mod: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: FIRST_ADMIN } });
    first = await createMember(t, { email: FIRST_ADMIN });
    granted = await createMember(t);
    mod = await createMember(t);
    member = await createMember(t);
  });
  afterAll(() => t.close());

  it("only admins manage roles: 401 anonymous, 403 members", async () => {
    expect((await anonymous(t, "GET", "/api/admin/staff")).statusCode).toBe(401);
    expect((await member.request("GET", "/api/admin/staff")).statusCode).toBe(403);
    expect((await member.request("POST", "/api/admin/staff", { email: member.email, role: "admin" })).statusCode).toBe(403);
    expect((await member.request("GET", "/api/admin/audit")).statusCode).toBe(403);
  });

  it("lists the ADMIN_EMAILS admins as fixed", async () => {
    const res = await first.request("GET", "/api/admin/staff");
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toEqual([{ userId: first.id, name: first.row.name, email: FIRST_ADMIN, role: "admin", fromEnvironment: true }]);
  });

  it("grants admin and moderator by e-mail; the roles take effect at once", async () => {
    expect((await first.request("POST", "/api/admin/staff", { email: granted.email.toUpperCase(), role: "admin" })).statusCode).toBe(200);
    const res = await first.request("POST", "/api/admin/staff", { email: mod.email, role: "moderator" });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff.map((s: { userId: number; role: string }) => [s.userId, s.role])).toEqual([
      [first.id, "admin"],
      [granted.id, "admin"],
      [mod.id, "moderator"],
    ]);
    expect((await granted.request("GET", "/api/admin/site")).statusCode).toBe(200);
    const me = (await mod.request("GET", "/api/user")).json();
    expect([me.isAdmin, me.isModerator]).toEqual([false, true]);
  });

  it("lets a moderator work the moderation queues only", async () => {
    await t.app.deps.db.insert(reports).values({ reporterId: member.id, reportedId: granted.id, reason: "spam" });
    expect((await mod.request("GET", "/api/moderation/reports")).statusCode).toBe(200);
    expect((await mod.request("GET", "/api/moderation/verifications")).statusCode).toBe(200);
    expect((await member.request("GET", "/api/moderation/reports")).statusCode).toBe(403);
    expect((await mod.request("GET", "/api/admin/site")).statusCode).toBe(403);
    expect((await mod.request("PATCH", "/api/admin/site", { version: 0, contactEmail: "m@x.test" })).statusCode).toBe(403);
    expect((await mod.request("GET", "/api/admin/staff")).statusCode).toBe(403);
    expect((await mod.request("GET", "/api/admin/audit")).statusCode).toBe(403);
    expect((await mod.request("GET", "/api/analytics/visitors")).statusCode).toBe(403);
  });

  it("audits a moderator's action: who, what, when, on whom", async () => {
    const reported = await createMember(t);
    const [report] = await t.app.deps.db.insert(reports).values({ reporterId: member.id, reportedId: reported.id, reason: "fake" }).returning();
    expect((await mod.request("POST", `/api/moderation/reports/${report.id}`, { action: "dismiss" })).statusCode).toBe(200);
    const { entries } = (await first.request("GET", "/api/admin/audit?limit=1")).json();
    expect(entries).toEqual([
      expect.objectContaining({ actorId: mod.id, actorName: mod.row.name, action: "report.dismiss", targetUserId: reported.id, at: t.clock.now().toISOString(), detail: { reportId: report.id } }),
    ]);
  });

  it("refuses to change an ADMIN_EMAILS admin, and validates the body", async () => {
    const res = await granted.request("POST", "/api/admin/staff", { email: FIRST_ADMIN, role: "moderator" });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("ROLE_FROM_ENVIRONMENT");
    expect((await granted.request("DELETE", `/api/admin/staff/${first.id}`)).json().code).toBe("ROLE_FROM_ENVIRONMENT");
    const bad = await first.request("POST", "/api/admin/staff", { email: mod.email, role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("role");
    expect((await first.request("POST", "/api/admin/staff", { email: "nobody@example.test", role: "admin" })).statusCode).toBe(404);
  });

  it("revokes a role, and the member loses access at once", async () => {
    const res = await first.request("DELETE", `/api/admin/staff/${mod.id}`);
    expect(res.statusCode).toBe(200);
    expect((await mod.request("GET", "/api/moderation/reports")).statusCode).toBe(403);
    const { entries } = (await first.request("GET", "/api/admin/audit?limit=1")).json();
    expect(entries[0]).toMatchObject({ actorId: first.id, action: "role.revoke", targetUserId: mod.id, detail: { role: "moderator" } });
  });

  it("prunes audit entries older than a year", async () => {
    const now = t.clock.now().getTime();
    await t.app.deps.db.insert(auditLog).values({ actorId: first.id, action: "old", at: new Date(now - AUDIT_RETENTION_MS - 1000) });
    expect(await pruneAuditLog(t.app.deps)).toBe(1);
    const actions = (await t.app.deps.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions).not.toContain("old");
    expect(actions).toContain("role.revoke");
  });
});

describe(`the last admin (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses any change that leaves no admin", async () => {
    // No ADMIN_EMAILS here: the only admins are granted ones (made directly, as a restored backup would hold).
    const a = await createMember(t);
    const b = await createMember(t);
    await t.app.deps.db.insert((await import("../db/schema")).staffRoles).values([{ userId: a.id, role: "admin" }]);
    await t.app.deps.staff.reload();
    const self = await a.request("DELETE", `/api/admin/staff/${a.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe("LAST_ADMIN");
    expect((await a.request("POST", "/api/admin/staff", { email: a.email, role: "moderator" })).json().code).toBe("LAST_ADMIN");
    expect((await a.request("POST", "/api/admin/staff", { email: b.email, role: "admin" })).statusCode).toBe(200);
    expect((await a.request("DELETE", `/api/admin/staff/${a.id}`)).statusCode).toBe(200);
    expect((await a.request("GET", "/api/admin/staff")).statusCode).toBe(403);
    expect((await b.request("DELETE", `/api/admin/staff/${b.id}`)).json().code).toBe("LAST_ADMIN");
  });
});
