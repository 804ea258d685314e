import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, memberSuspensions, reports, staffRoles, users } from "../db/schema";
import { anonymous, createMember, createTestApp, TEST_PASSWORD, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { expireSuspensions } from "./suspensions";

const ADMIN = "members-admin@example.test";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Member administration (docs/operating.md "Members"): search, a member's page, notes and timed
 * suspensions, for moderators and admins; members are refused, staff are never suspended, and a
 * suspended member is told until when and why, in their language, until it ends by itself.
 */
describe(`member administration (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let mod: TestMember;
  let member: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN, name: "Admin Ada" });
    mod = await createMember(t, { name: "Moderator Mo" });
    member = await createMember(t, { name: "Samira Search", username: "samira_s", language: "ar", gender: "female" });
    other = await createMember(t, { name: "Omar Other" });
    await t.app.deps.db.insert(staffRoles).values({ userId: mod.id, role: "moderator" });
    await t.app.deps.staff.reload();
    await t.app.deps.db.insert(reports).values({ reporterId: other.id, reportedId: member.id, reason: "harassment", details: "rude" });
  });
  afterAll(() => t.close());

  const signIn = (who: TestMember) => anonymous(t, "POST", "/api/auth/login", { email: who.email, password: TEST_PASSWORD });

  it("moderators and admins search by name, e-mail or id, paged; members get 403, visitors 401", async () => {
    for (const staff of [admin, mod]) {
      const byName = await staff.request("GET", "/api/admin/members?q=samira");
      expect(byName.statusCode).toBe(200);
      expect(byName.json().members.map((m: { id: number }) => m.id)).toEqual([member.id]);
      expect(byName.json().members[0]).toMatchObject({ state: "active", role: null, gender: "female" });
      const byEmail = await staff.request("GET", `/api/admin/members?q=${encodeURIComponent(other.email.toUpperCase())}`);
      expect(byEmail.json().members.map((m: { id: number }) => m.id)).toEqual([other.id]);
      const byId = await staff.request("GET", `/api/admin/members?q=${member.id}`);
      expect(byId.json().members.map((m: { id: number }) => m.id)).toContain(member.id);
    }
    const wildcard = await admin.request("GET", "/api/admin/members?q=%25");
    expect(wildcard.json().members).toEqual([]);
    const page1 = await admin.request("GET", "/api/admin/members?limit=2");
    expect(page1.json()).toMatchObject({ page: 1, hasMore: true });
    expect(page1.json().members).toHaveLength(2);
    const page2 = await admin.request("GET", "/api/admin/members?limit=2&page=2");
    expect(page2.json().members).toHaveLength(2);
    expect(page2.json().members[0].id).not.toBe(page1.json().members[0].id);
    const staffRow = (await admin.request("GET", `/api/admin/members?q=${encodeURIComponent(ADMIN)}`)).json().members[0];
    expect(staffRow.role).toBe("admin");
    expect((await member.request("GET", "/api/admin/members")).statusCode).toBe(403);
    expect((await anonymous(t, "GET", "/api/admin/members")).statusCode).toBe(401);
  });

  it("refuses bad search input with a clear 400", async () => {
    for (const url of ["/api/admin/members?limit=0", "/api/admin/members?limit=51", "/api/admin/members?page=0", `/api/admin/members?q=${"a".repeat(201)}`, "/api/admin/members?q=%07x", "/api/admin/members?nope=1"]) {
      const res = await admin.request("GET", url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
    expect((await admin.request("GET", "/api/admin/members/2147483648")).statusCode).toBe(400);
    expect((await admin.request("GET", "/api/admin/members/999999")).statusCode).toBe(404);
  });

  it("a member's page holds profile, reports, notes and audit; moderators add notes, members cannot", async () => {
    const note = await mod.request("POST", `/api/admin/members/${member.id}/notes`, { body: "Warned about tone\nin chat" });
    expect(note.statusCode).toBe(200);
    expect(note.json().notes[0]).toMatchObject({ body: "Warned about tone\nin chat", authorId: mod.id, authorName: "Moderator Mo" });
    const page = await mod.request("GET", `/api/admin/members/${member.id}`);
    expect(page.statusCode).toBe(200);
    const detail = page.json();
    expect(detail.member).toMatchObject({ id: member.id, name: "Samira Search", language: "ar", state: "active" });
    expect(detail.reportsReceived).toEqual([expect.objectContaining({ reason: "harassment", details: "rude", otherId: other.id, status: "open" })]);
    expect(detail.reportsMade).toEqual([]);
    expect(detail.notes).toHaveLength(1);
    expect(detail.audit[0]).toMatchObject({ action: "member.note", actorId: mod.id });
    expect(detail.member).not.toHaveProperty("passwordHash");
    expect((await member.request("GET", `/api/admin/members/${other.id}`)).statusCode).toBe(403);
    expect((await member.request("POST", `/api/admin/members/${other.id}/notes`, { body: "hi" })).statusCode).toBe(403);
    for (const body of [{ body: "" }, { body: "   " }, { body: "a\u0000b" }, { body: "x".repeat(2001) }, {}, { body: "ok", extra: 1 }]) {
      const res = await admin.request("POST", `/api/admin/members/${member.id}/notes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/body|extra|Unrecognized/i);
    }
    expect((await admin.request("POST", `/api/admin/members/999999/notes`, { body: "x" })).statusCode).toBe(404);
    const foreign = await admin.request("POST", `/api/admin/members/${member.id}/notes`, { body: "x" }, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
  });

  it("refuses bad suspensions with a clear 400, members 403, a foreign Origin 403", async () => {
    const url = `/api/admin/members/${other.id}/suspension`;
    for (const body of [{ days: 2, reason: "x" }, { days: 7, reason: "" }, { days: 7 }, { days: 7, reason: "a\u0007" }, { days: 7, reason: "x".repeat(501) }, { days: 2147483648, reason: "x" }, { reason: "x" }]) {
      const res = await admin.request("POST", url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await member.request("POST", url, { days: 7, reason: "x" })).statusCode).toBe(403);
    expect((await admin.request("POST", url, { days: 7, reason: "x" }, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await admin.request("POST", "/api/admin/members/999999/suspension", { days: 7, reason: "x" })).statusCode).toBe(404);
  });

  it("staff are never suspended from the member page: 403 STAFF_MEMBER, for a moderator and an admin alike", async () => {
    for (const [actor, target] of [[mod, admin], [mod, mod], [admin, mod]] as const) {
      const res = await actor.request("POST", `/api/admin/members/${target.id}/suspension`, { days: null, reason: "no" });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("STAFF_MEMBER");
    }
    const [row] = await t.app.deps.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, admin.id));
    expect(row.suspendedAt).toBeNull();
  });

  it("a 7-day suspension signs the member out, refuses sign-in with the reason in their language, and ends by itself", async () => {
    const res = await mod.request("POST", `/api/admin/members/${member.id}/suspension`, { days: 7, reason: "Insults in chat" });
    expect(res.statusCode).toBe(200);
    expect(res.json().member.state).toBe("suspended");
    expect(res.json().suspension).toMatchObject({ reason: "Insults in chat", suspendedBy: "Moderator Mo" });
    expect(new Date(res.json().suspension.endsAt).getTime() - t.clock.now().getTime()).toBe(7 * DAY_MS);
    expect((await member.request("GET", "/api/user")).statusCode).toBe(401);
    const refused = await signIn(member);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe("ACCOUNT_SUSPENDED");
    // Samira's language is Arabic.
    expect(refused.json().message).toContain("حسابك موقوف حتى");
    expect(refused.json().message).toContain("السبب: Insults in chat");
    const [audited] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, "member.suspend"));
    expect(audited).toMatchObject({ actorId: mod.id, targetUserId: member.id, detail: expect.objectContaining({ days: 7, reason: "Insults in chat" }) });

    t.clock.advance(7 * DAY_MS - 1000);
    expect(await expireSuspensions(t.app.deps)).toBe(0);
    expect((await signIn(member)).statusCode).toBe(403);
    t.clock.advance(2000);
    // Sign-in ends it at once, before the job comes round.
    expect((await signIn(member)).statusCode).toBe(200);
    expect(await t.app.deps.db.select().from(memberSuspensions).where(eq(memberSuspensions.userId, member.id))).toEqual([]);
    const expired = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, "suspension.expire"));
    expect(expired.map((e) => e.targetUserId)).toEqual([member.id]);
  });

  it("the expiry job lifts a timed suspension; one for good stays until an admin lifts it (a moderator cannot)", async () => {
    await admin.request("POST", `/api/admin/members/${other.id}/suspension`, { days: 1, reason: "Spam" });
    t.clock.advance(DAY_MS + 1);
    expect(await expireSuspensions(t.app.deps)).toBe(1);
    expect((await signIn(other)).statusCode).toBe(200);

    await admin.request("POST", `/api/admin/members/${other.id}/suspension`, { days: null, reason: "Scam" });
    const refused = await signIn(other);
    expect(refused.json().message).toBe("Your account has been suspended. Reason: Scam");
    t.clock.advance(2 * DAY_MS);
    expect(await expireSuspensions(t.app.deps)).toBe(0);
    expect((await mod.request("POST", `/api/moderation/suspensions/${other.id}/lift`)).statusCode).toBe(403);
    expect((await admin.request("POST", `/api/moderation/suspensions/${other.id}/lift`)).statusCode).toBe(200);
    expect(await t.app.deps.db.select().from(memberSuspensions).where(eq(memberSuspensions.userId, other.id))).toEqual([]);
    expect((await signIn(other)).statusCode).toBe(200);
    const page = (await admin.request("GET", `/api/admin/members/${other.id}`)).json();
    expect(page.suspension).toBeNull();
    expect(page.audit.map((e: { action: string }) => e.action).slice(0, 4)).toEqual(["suspension.lift", "member.suspend", "suspension.expire", "member.suspend"]);
  });
});
