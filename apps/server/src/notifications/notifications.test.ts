import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIGEST_PERIOD_MS } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { sendDigests } from "./digest";

describe(`notifications (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("counts new matches until opened and unread messages until read", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const c = await createMember(t);
    expect((await anonymous(t, "GET", "/api/notifications/unread")).statusCode).toBe(401);
    expect((await a.request("GET", "/api/notifications/unread")).json()).toEqual({ matches: 0, messages: 0 });
    const ab = await makeMatch(t, a, b);
    const ac = await makeMatch(t, a, c);
    expect((await a.request("GET", "/api/notifications/unread")).json()).toEqual({ matches: 2, messages: 0 });
    await a.request("POST", `/api/matches/${ab}/seen`);
    expect((await a.request("GET", "/api/notifications/unread")).json()).toEqual({ matches: 1, messages: 0 });
    await b.request("POST", `/api/matches/${ab}/messages`, { content: "1" });
    await b.request("POST", `/api/matches/${ab}/messages`, { content: "2" });
    await c.request("POST", `/api/matches/${ac}/messages`, { content: "3" });
    expect((await a.request("GET", "/api/notifications/unread")).json()).toEqual({ matches: 1, messages: 3 });
    // Opening a chat reads it and marks the match seen.
    await a.request("GET", `/api/matches/${ac}/messages`);
    expect((await a.request("GET", "/api/notifications/unread")).json()).toEqual({ matches: 0, messages: 2 });
    // A blocked member's messages stop counting.
    await a.request("POST", "/api/blocks", { userId: b.id });
    expect((await a.request("GET", "/api/notifications/unread")).json()).toEqual({ matches: 0, messages: 0 });
  });

  it("unread means unread messages: the nav total is the sum of the rows' counts, a new match adds none", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const c = await createMember(t);
    const ab = await makeMatch(t, a, b);
    const ac = await makeMatch(t, a, c);
    const rows = async () => (await a.request("GET", "/api/matches")).json<{ id: number; unreadCount: number; isNew: boolean }[]>();
    const agree = async () => {
      const [counts, list] = [(await a.request("GET", "/api/notifications/unread")).json<{ messages: number }>(), await rows()];
      expect(counts.messages).toBe(list.reduce((sum, row) => sum + row.unreadCount, 0));
      return list;
    };
    // Two new matches, no messages: no row is unread, both are new.
    expect((await agree()).map((row) => [row.unreadCount, row.isNew])).toEqual([
      [0, true],
      [0, true],
    ]);
    await b.request("POST", `/api/matches/${ab}/messages`, { content: "hi" });
    const afterOne = await agree();
    expect(afterOne.find((row) => row.id === ab)?.unreadCount).toBe(1);
    expect(afterOne.find((row) => row.id === ac)?.unreadCount).toBe(0);
    expect((await a.request("GET", "/api/notifications/unread")).json()).toEqual({ matches: 2, messages: 1 });
  });

  it("saves the e-mail digest setting (off by default)", async () => {
    const a = await createMember(t);
    expect((await a.request("GET", "/api/notifications/settings")).json()).toMatchObject({ emailDigest: false, pushMessage: true, pushMessagePreview: false });
    expect((await a.request("POST", "/api/notifications/settings", { emailDigest: true })).json()).toMatchObject({ emailDigest: true, pushMessage: true });
    expect((await a.request("GET", "/api/notifications/settings")).json()).toMatchObject({ emailDigest: true });
    expect((await a.request("POST", "/api/notifications/settings", { pushMatch: false })).json()).toMatchObject({ emailDigest: true, pushMatch: false });
    expect((await a.request("POST", "/api/notifications/settings", { emailDigest: "yes" })).statusCode).toBe(400);
    expect((await a.request("POST", "/api/notifications/settings", { pushEverything: true })).statusCode).toBe(400);
    expect((await anonymous(t, "POST", "/api/notifications/settings", { emailDigest: true })).statusCode).toBe(401);
    // Another member's settings are their own.
    const b = await createMember(t);
    expect((await b.request("GET", "/api/notifications/settings")).json()).toMatchObject({ emailDigest: false, pushMatch: true });
  });

  it("mails a digest of messages unread for over an hour, once per day, only to members who opted in", async () => {
    const reader = await createMember(t, { emailDigest: true });
    const optedOut = await createMember(t);
    const sender = await createMember(t);
    const m1 = await makeMatch(t, reader, sender);
    const m2 = await makeMatch(t, optedOut, sender);
    await sender.request("POST", `/api/matches/${m1}/messages`, { content: "are you there?" });
    await sender.request("POST", `/api/matches/${m2}/messages`, { content: "hello?" });
    const mailsTo = async (email: string) => (await t.mailer.sent()).filter((m) => m.to === email).length;

    await sendDigests(t.app.deps);
    expect(await mailsTo(reader.email)).toBe(0); // not an hour old yet
    t.clock.advance(61 * 60 * 1000);
    await sendDigests(t.app.deps);
    expect(await mailsTo(reader.email)).toBe(1);
    expect((await t.mailer.lastTo(reader.email))?.text).toContain("1 unread message");
    expect(await mailsTo(optedOut.email)).toBe(0);
    expect(await mailsTo(sender.email)).toBe(0);

    t.clock.advance(60 * 60 * 1000);
    await sendDigests(t.app.deps);
    expect(await mailsTo(reader.email)).toBe(1); // once per day
    t.clock.advance(DIGEST_PERIOD_MS);
    await sendDigests(t.app.deps);
    expect(await mailsTo(reader.email)).toBe(2);

    // Once read, nothing more is sent.
    await reader.request("GET", `/api/matches/${m1}/messages`);
    t.clock.advance(DIGEST_PERIOD_MS);
    await sendDigests(t.app.deps);
    expect(await mailsTo(reader.email)).toBe(2);
  });

  it("leaves messages in the reader's hidden fold out of the digest", async () => {
    const reader = await createMember(t, { emailDigest: true });
    const sender = await createMember(t);
    const matchId = await makeMatch(t, reader, sender);
    await reader.request("PUT", "/api/hidden-words", { words: ["salary"] });
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "what is your salary?" });
    const mailsTo = async () => (await t.mailer.sent()).filter((m) => m.to === reader.email).length;
    t.clock.advance(61 * 60 * 1000);
    await sendDigests(t.app.deps);
    expect(await mailsTo()).toBe(0);
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "coffee?" });
    t.clock.advance(61 * 60 * 1000);
    await sendDigests(t.app.deps);
    expect(await mailsTo()).toBe(1);
    expect((await t.mailer.lastTo(reader.email))?.text).toContain("1 unread message");
  });
});
