import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse, PublicSite } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, openTestDatabase, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import type { Database } from "../platform/db";

const REDIS_URL = process.env.REDIS_URL;
const ADMIN = "two-instances-admin@example.test";

/** Polls `read` until it passes or `ms` pass (the message crosses Redis in milliseconds). */
async function within<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!REDIS_URL)(`site settings across two instances (${testDbKind}) [skipped without REDIS_URL]`, () => {
  let database: Database;
  let one: TestApp;
  let two: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { REDIS_URL: REDIS_URL!, REDIS_PREFIX: `ulfa-test:${process.pid}:${Date.now()}:site:`, ADMIN_EMAILS: ADMIN };
    one = await createTestApp({ database, env });
    two = await createTestApp({ database, env });
    admin = await createMember(one, { email: ADMIN });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it("shows a change saved on instance 1 on instance 2 within seconds, without waiting for its cache to expire", async () => {
    const site = async () => (await anonymous(two, "GET", "/api/site")).json() as PublicSite;
    expect((await site()).contactEmail).toBe("support@ulfa.example"); // now cached on instance 2
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    const res = await admin.request("PATCH", "/api/admin/site", { version, contactEmail: "ops@harbour.test", siteName: { en: "Harbour", ar: "الميناء" } });
    expect(res.statusCode).toBe(200);
    // Instance 2's clock never moves here, so only the pub/sub message can have refreshed it.
    const seen = await within(3000, site, (s) => s.contactEmail === "ops@harbour.test");
    expect(seen.contactEmail).toBe("ops@harbour.test");
    expect(seen.siteName.ar).toBe("الميناء");
  });

  it("grants a role on instance 1 that instance 2 honours within seconds", async () => {
    const mod = await createMember(one);
    const asMod = () => two.app.inject({ method: "GET", url: "/api/moderation/reports", headers: { cookie: mod.cookie } });
    expect((await asMod()).statusCode).toBe(403);
    expect((await admin.request("POST", "/api/admin/staff", { email: mod.email, role: "moderator" })).statusCode).toBe(200);
    expect((await within(3000, asMod, (r) => r.statusCode === 200)).statusCode).toBe(200);
  });
});
