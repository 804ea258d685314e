import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATE_CHECK_IN_GRACE_MINUTES, type DateShare } from "@ulfa/contracts";
import { createMember, createTestApp, openTestDatabase, TEST_ORIGIN, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import type { Database } from "../platform/db";

const HOUR = 3_600_000;
const GRACE = DATE_CHECK_IN_GRACE_MINUTES * 60_000;
const CONTACT = "big-sister@example.test";

/** Date check-in: "Are you OK?" at the time she sets, her trusted contact alerted once if no answer. */
describe(`date check-in (${testDbKind})`, () => {
  let database: Database;
  let t: TestApp;
  let her: TestMember;
  let him: TestMember;
  let matchId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    t = await createTestApp({ database });
    her = await createMember(t, { name: "Sara Nasser", gender: "female", latitude: 31.95, longitude: 35.91 });
    him = await createMember(t, { name: "Youssef Amin", gender: "male" });
    matchId = await makeMatch(t, her, him);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const plan = (over: object = {}) => ({
    matchId,
    at: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
    place: "Café Rumi, Jabal Amman",
    checkInAt: new Date(t.clock.now().getTime() + 4 * HOUR).toISOString(),
    contactEmail: CONTACT,
    ...over,
  });
  // Members' own request() is bound to the app they were made on; after a restart calls go to the new one.
  const call = (m: TestMember, method: "GET" | "POST", url: string, body?: object) =>
    t.app.inject({ method, url, headers: { cookie: m.cookie, origin: TEST_ORIGIN }, ...(body !== undefined ? { payload: body } : {}) });
  const alertsIn = async (app: TestApp, to = CONTACT) => (await app.mailer.sent()).filter((m) => m.to === to);

  it("refuses a check-in in the past, without a contact, or after the link ends, naming the field", async () => {
    const bad = async (body: object, field: string) => {
      const res = await call(her, "POST", "/api/date-shares", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}`));
    };
    await bad(plan({ checkInAt: new Date(t.clock.now().getTime() - HOUR).toISOString() }), "checkInAt");
    await bad(plan({ checkInAt: new Date(t.clock.now().getTime() + 200 * HOUR).toISOString() }), "checkInAt");
    await bad(plan({ contactEmail: undefined }), "contactEmail");
    await bad(plan({ contactEmail: "not an address" }), "contactEmail");
    expect((await call(him, "POST", "/api/date-shares", plan({ contactEmail: "his-friend@example.test" }))).statusCode).toBe(201); // his own share of the same match
    expect((await createMember(t).then((x) => call(x, "POST", "/api/date-shares", plan()))).statusCode).toBe(404);
  });

  it("alerts the contact once when she does not answer, even across a restart (a second app on the same database)", async () => {
    const created = await call(her, "POST", "/api/date-shares", plan({ shareLocation: true }));
    expect(created.statusCode).toBe(201);
    const share = created.json().share as DateShare;
    expect(share).toMatchObject({ checkIn: "scheduled", contactEmail: CONTACT, shareLocation: true });
    await t.close();

    // The server restarts before the check-in time.
    t = await createTestApp({ database });
    t.clock.set(new Date(share.checkInAt!).getTime() + 1000);
    await t.app.deps.jobs.runDue();
    const listed = ((await call(her, "GET", "/api/date-shares")).json().shares as DateShare[]).find((s) => s.id === share.id)!;
    expect(listed.checkIn).toBe("asked");
    expect(await alertsIn(t)).toHaveLength(0);

    t.clock.advance(GRACE + 1000);
    await t.app.deps.jobs.runDue();
    const alerts = await alertsIn(t);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toContain("Sara");
    expect(alerts[0].text).toContain("Youssef");
    expect(alerts[0].text).toContain("Café Rumi, Jabal Amman");
    expect(alerts[0].text).toContain("31.95"); // her last shared place, approximate
    // Never twice: another pass, an "I need help", a late "I'm OK" send nothing more.
    await t.app.deps.jobs.runDue();
    await call(her, "POST", `/api/date-shares/${share.id}/help`, {});
    expect((await call(her, "POST", `/api/date-shares/${share.id}/ok`)).json().checkIn).toBe("alerted");
    expect(await alertsIn(t)).toHaveLength(1);
  });

  it("sends nothing after \"I'm OK\"", async () => {
    const share = (await call(her, "POST", "/api/date-shares", plan({ contactEmail: "friend@example.test" }))).json().share as DateShare;
    t.clock.set(new Date(share.checkInAt!).getTime() + 1000);
    await t.app.deps.jobs.runDue();
    const ok = await call(her, "POST", `/api/date-shares/${share.id}/ok`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checkIn).toBe("ok");
    t.clock.advance(GRACE * 2);
    await t.app.deps.jobs.runDue();
    expect(await alertsIn(t, "friend@example.test")).toHaveLength(0);
  });

  it("\"I need help\" alerts at once, without her place unless she chose to share it; only she may answer", async () => {
    const share = (await call(her, "POST", "/api/date-shares", plan({ contactEmail: "brother@example.test" }))).json().share as DateShare;
    expect((await call(him, "POST", `/api/date-shares/${share.id}/help`, {})).statusCode).toBe(404);
    expect((await call(him, "POST", `/api/date-shares/${share.id}/ok`)).statusCode).toBe(404);
    const help = await call(her, "POST", `/api/date-shares/${share.id}/help`, { latitude: 31.96, longitude: 35.92 });
    expect(help.json().checkIn).toBe("alerted");
    const alerts = await alertsIn(t, "brother@example.test");
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain("I need help");
    expect(alerts[0].text).not.toContain("31.9");
    t.clock.advance(10 * HOUR);
    await t.app.deps.jobs.runDue();
    expect(await alertsIn(t, "brother@example.test")).toHaveLength(1);
  });
});
