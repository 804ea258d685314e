import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { users } from "../db/schema";

const HOUR = 3_600_000;
const ADMIN_EMAIL = "links-admin@example.test";

/**
 * A chaperone or date link ends when its owner deactivates or is suspended, exactly as an ended link
 * answers, and stays ended when the member comes back: nobody reads the match's new messages
 * through a link its owner can no longer see or end.
 */
describe(`links of a member who leaves or is suspended (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = await createMember(t, { email: ADMIN_EMAIL });
  });
  afterAll(() => t.close());

  const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);

  /** A member with a match, a live chaperone link on it and a live date link; both links open. */
  async function withLinks() {
    const owner = await createMember(t, { gender: "female", interestedIn: "male" });
    const match = await createMember(t, { gender: "male", interestedIn: "female" });
    const matchId = await makeMatch(t, owner, match);
    const invite = await owner.request("POST", "/api/chaperones", { email: `wali-${owner.id}@example.test`, matchIds: [matchId] });
    expect(invite.statusCode).toBe(201);
    const share = await owner.request("POST", `/api/matches/${matchId}/date-share`, { at: new Date(t.clock.now().getTime() + 48 * HOUR).toISOString(), place: "Café" });
    expect(share.statusCode).toBe(201);
    const chaperone = `/api/chaperone/${tokenOf(invite.json().link)}`;
    const date = `/api/date-share/${tokenOf(share.json().link)}`;
    expect((await anonymous(t, "GET", chaperone)).statusCode).toBe(200);
    expect((await anonymous(t, "GET", date)).statusCode).toBe(200);
    return { owner, match, matchId, chaperone, date };
  }

  /** Both links answer as an ended link does (the member's own "End"). */
  async function expectEnded(links: { chaperone: string; date: string }) {
    for (const url of [links.chaperone, links.date]) {
      const res = await anonymous(t, "GET", url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: "LINK_EXPIRED" });
    }
  }

  it("deactivating ends both links, and coming back does not bring them back", async () => {
    const links = await withLinks();
    await links.match.request("POST", `/api/matches/${links.matchId}/messages`, { content: "Before she left" });
    expect((await links.owner.request("POST", "/api/account/deactivate", { confirmation: "delete my account" })).statusCode).toBe(200);
    await links.match.request("POST", `/api/matches/${links.matchId}/messages`, { content: "After she left" });
    await expectEnded(links);

    const back = await anonymous(t, "POST", "/api/account/reactivate", { email: links.owner.email, password: links.owner.password });
    expect(back.statusCode).toBe(200);
    await expectEnded(links);
  });

  it("a suspension ends both links, and lifting it does not bring them back", async () => {
    const links = await withLinks();
    const report = await links.match.request("POST", "/api/reports", { userId: links.owner.id, reason: "spam" });
    expect(report.statusCode).toBe(201);
    expect((await admin.request("POST", `/api/moderation/reports/${report.json().id}`, { action: "suspend" })).statusCode).toBe(200);
    await links.match.request("POST", `/api/matches/${links.matchId}/messages`, { content: "While she is suspended" });
    await expectEnded(links);

    expect((await admin.request("POST", `/api/moderation/suspensions/${links.owner.id}/lift`)).statusCode).toBeLessThan(300);
    await expectEnded(links);
  });

  it("a link of an owner suspended without the moderation queue (written by hand) does not open either", async () => {
    const links = await withLinks();
    await t.app.deps.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, links.owner.id));
    await expectEnded(links);
  });
});
