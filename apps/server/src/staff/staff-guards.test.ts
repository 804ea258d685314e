import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { reports, staffRoles, users } from "../db/schema";
import { openDatabase } from "../platform/db";
import { activeAdminIds } from "./repo";
import { createMember, createPostgresTestDatabase, createTestApp, TEST_ORIGIN, testDbKind, type TestApp, type TestMember } from "../../test/harness";

const DEACTIVATE = { confirmation: "delete my account" };

async function grant(t: TestApp, ...grants: [TestMember, "admin" | "moderator"][]) {
  await t.app.deps.db.insert(staffRoles).values(grants.map(([m, role]) => ({ userId: m.id, role })));
  await t.app.deps.staff.reload();
}

/**
 * Staff cannot be removed through the moderation queue: nobody acts on a report about staff or on
 * their own report, only admins lift suspensions, and no change (revocation, demotion, deactivation)
 * leaves the site without an admin who can administer.
 */
describe(`staff and the moderation queue (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  let otherAdmin: TestMember;
  let mod: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    // No ADMIN_EMAILS: both admins were granted in the screen, the case where a moderator once locked everyone out.
    t = await createTestApp();
    admin = await createMember(t);
    otherAdmin = await createMember(t);
    mod = await createMember(t);
    member = await createMember(t);
    await grant(t, [admin, "admin"], [otherAdmin, "admin"], [mod, "moderator"]);
  });
  afterAll(() => t.close());

  const report = async (reporter: TestMember, reported: TestMember) =>
    (await t.app.deps.db.insert(reports).values({ reporterId: reporter.id, reportedId: reported.id, reason: "harassment" }).returning())[0].id;
  const act = (who: TestMember, id: number, action: "dismiss" | "suspend") => who.request("POST", `/api/moderation/reports/${id}`, { action });
  const statusOf = async (id: number) => (await t.app.deps.db.select({ status: reports.status }).from(reports).where(eq(reports.id, id)))[0].status;

  it("a moderator cannot suspend (or dismiss) a report about an admin; the admin stays signed in", async () => {
    for (const target of [admin, otherAdmin]) {
      const id = await report(mod, target);
      const res = await act(mod, id, "suspend");
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("OWN_REPORT");
      const byMember = await report(member, target);
      for (const action of ["suspend", "dismiss"] as const) {
        const refused = await act(mod, byMember, action);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: "STAFF_REPORT", message: expect.stringContaining("staff") });
      }
      expect(await statusOf(byMember)).toBe("open");
    }
    expect((await admin.request("GET", "/api/admin/staff")).statusCode).toBe(200);
    expect((await otherAdmin.request("GET", "/api/admin/staff")).statusCode).toBe(200);
    const [row] = await t.app.deps.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, admin.id));
    expect(row.suspendedAt).toBeNull();
  });

  it("an admin never suspends staff through a report, may dismiss one about another member of staff, not about herself", async () => {
    const aboutMod = await report(member, mod);
    expect((await act(admin, aboutMod, "suspend")).json().code).toBe("STAFF_REPORT");
    const aboutOther = await report(member, otherAdmin);
    expect((await act(admin, aboutOther, "suspend")).json().code).toBe("STAFF_REPORT");
    expect((await act(admin, aboutOther, "dismiss")).statusCode).toBe(200);
    expect(await statusOf(aboutOther)).toBe("dismissed");
    const aboutHerself = await report(member, admin);
    expect((await act(admin, aboutHerself, "dismiss")).json().code).toBe("OWN_REPORT");
    expect((await mod.request("GET", "/api/moderation/reports")).statusCode).toBe(200);
  });

  it("nobody acts on their own report; a moderator suspends members as before, and only admins lift", async () => {
    const target = await createMember(t);
    const own = await report(mod, target);
    expect((await act(mod, own, "suspend")).json().code).toBe("OWN_REPORT");
    expect(await statusOf(own)).toBe("open");
    const id = await report(member, target);
    expect((await act(mod, id, "suspend")).statusCode).toBe(200);
    expect((await target.request("GET", "/api/user")).statusCode).toBe(401);

    const lift = await mod.request("POST", `/api/moderation/suspensions/${target.id}/lift`);
    expect(lift.statusCode).toBe(403);
    expect((await mod.request("GET", "/api/moderation/suspensions")).json().map((s: { id: number }) => s.id)).toContain(target.id);
    expect((await admin.request("POST", `/api/moderation/suspensions/${target.id}/lift`)).statusCode).toBe(200);
  });

  it("the last admin who can administer can neither deactivate her account nor be revoked; a suspended admin does not count", async () => {
    // The other admin is suspended (as a restored backup could hold): she cannot administer.
    await t.app.deps.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, otherAdmin.id));
    const leave = await admin.request("POST", "/api/account/deactivate", DEACTIVATE);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().code).toBe("LAST_ADMIN");
    expect((await admin.request("DELETE", `/api/admin/staff/${admin.id}`)).json().code).toBe("LAST_ADMIN");
    expect((await admin.request("POST", "/api/admin/staff", { email: admin.email, role: "moderator" })).json().code).toBe("LAST_ADMIN");
    expect((await admin.request("GET", "/api/admin/staff")).statusCode).toBe(200);

    await t.app.deps.db.update(users).set({ suspendedAt: null }).where(eq(users.id, otherAdmin.id));
    expect((await admin.request("POST", "/api/account/deactivate", DEACTIVATE)).statusCode).toBe(200);
    expect(await activeAdminIds(t.app.deps.db, [])).toEqual([otherAdmin.id]);
    // A member without a role leaves as before.
    expect((await member.request("POST", "/api/account/deactivate", DEACTIVATE)).statusCode).toBe(200);
  });
});

/**
 * Two admins revoking each other at the same moment, through two instances (two connection pools):
 * the admins' lock makes the second change wait for the first and see it, so exactly one succeeds.
 */
describe.skipIf(testDbKind !== "postgres")("two admins revoking each other at once (postgres) [PostgreSQL only: PGlite has one connection]", () => {
  it("lets exactly one revocation through and leaves an admin", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const here = await openDatabase({ databaseUrl: url });
    const elsewhere = await openDatabase({ databaseUrl: url });
    const one = await createTestApp({ database: here });
    let two: TestApp | undefined;
    try {
      for (let round = 0; round < 3; round++) {
        const a = await createMember(one);
        const b = await createMember(one);
        await one.app.deps.db.delete(staffRoles);
        await grant(one, [a, "admin"], [b, "admin"]);
        two ??= await createTestApp({ database: elsewhere });
        await two.app.deps.staff.reload();
        const [first, second] = await Promise.all([
          a.request("DELETE", `/api/admin/staff/${b.id}`),
          two.app.inject({ method: "DELETE", url: `/api/admin/staff/${a.id}`, headers: { cookie: b.cookie, origin: TEST_ORIGIN } }),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
        expect([first, second].find((r) => r.statusCode === 409)!.json().code).toBe("LAST_ADMIN");
        expect(await activeAdminIds(here.db, [])).toHaveLength(1);
      }
    } finally {
      await two?.close();
      await one.close();
      await Promise.all([here.close(), elsewhere.close()]);
      await drop();
    }
  });
});
