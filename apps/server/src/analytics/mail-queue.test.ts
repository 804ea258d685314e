import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_RETRY_WINDOW_MS } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { backoffMs } from "../platform/jobs/queue";
import { newRegistration } from "../../test/auth";

describe(`mail outage: queued, retried, reported (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: "mail-admin@example.test" } });
  });
  afterAll(() => t.close());

  const health = async () => (await anonymous(t, "GET", "/api/health")).json();

  it("keeps a mail while the mail server is down, shows it to admins, and sends it once the server is back", async () => {
    const admin = await createMember(t, { email: "mail-admin@example.test" });
    t.mailer.down = true;
    const input = newRegistration();
    expect((await anonymous(t, "POST", "/api/auth/register", input)).statusCode).toBe(201);
    expect(await t.mailer.lastTo(input.email)).toBeUndefined();
    expect(await health()).toEqual({ status: "degraded", down: ["smtp"] });

    const queue = await admin.request("GET", "/api/analytics/mail-queue");
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({
      pending: 1,
      failed: 0,
      items: [{ to: input.email, subject: "Your Ulfa verification code", state: "pending", attempts: 1, lastError: expect.stringContaining("ECONNREFUSED") }],
    });
    expect(JSON.stringify(queue.json())).not.toMatch(/verify-email\?token=/); // admins see the envelope only

    t.mailer.down = false;
    t.clock.advance(backoffMs(1));
    expect((await t.mailer.lastTo(input.email))?.subject).toBe("Your Ulfa verification code");
    expect(await health()).toEqual({ status: "ok" });
    expect((await admin.request("GET", "/api/analytics/mail-queue")).json()).toMatchObject({ pending: 0, failed: 0, items: [] });
  });

  it("lists a mail as failed once it could not be sent for 24 hours", async () => {
    const admin = await createMember(t, { email: "mail-admin2@example.test" });
    t.app.deps.config.adminEmails.add(admin.email);
    t.mailer.down = true;
    const input = newRegistration();
    await anonymous(t, "POST", "/api/auth/register", input);
    await t.app.deps.jobs.runDue();
    t.clock.advance(JOB_RETRY_WINDOW_MS);
    await t.app.deps.jobs.runDue();
    const body = (await admin.request("GET", "/api/analytics/mail-queue")).json();
    expect(body).toMatchObject({ failed: 1, items: [{ to: input.email, state: "failed", nextAttemptAt: null }] });
    t.mailer.down = false;
  });

  it("is for admins only", async () => {
    const member = await createMember(t);
    expect((await member.request("GET", "/api/analytics/mail-queue")).statusCode).toBe(403);
    expect((await anonymous(t, "GET", "/api/analytics/mail-queue")).statusCode).toBe(401);
  });
});
