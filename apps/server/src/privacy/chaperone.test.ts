import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAPERONE_LINK_DAYS, CHAPERONES_MAX } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { jpegWithGps, multipartBody } from "../../test/chat-media";

const DAY = 86_400_000;
type Message = { kind: string; content: string };

/**
 * A chaperone (wali) reads the conversations a member picked, through a link, after each match
 * was told; only the member invites and ends it; the link never shows an e-mail or a location.
 */
describe(`chaperone (${testDbKind})`, () => {
  let t: TestApp;
  let member: TestMember;
  let shared: TestMember;
  let notShared: TestMember;
  let sharedMatch: number;
  let otherMatch: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t, { name: "Layla Haddad", latitude: 24.71, longitude: 46.67, location: "Riyadh" });
    shared = await createMember(t, { name: "Omar Saleh", gender: "male", language: "ar" });
    notShared = await createMember(t, { name: "Karim Aziz", gender: "male" });
    sharedMatch = await makeMatch(t, member, shared);
    otherMatch = await makeMatch(t, member, notShared);
    await shared.request("POST", `/api/matches/${sharedMatch}/messages`, { content: "Before the chaperone" });
    t.clock.advance(1000);
  });
  afterAll(() => t.close());

  const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);
  const messagesOf = async (who: TestMember, matchId: number) => (await who.request("GET", `/api/matches/${matchId}/messages`)).json() as Message[];
  let token = "";
  let chaperoneId = 0;

  it("tells the match first, then mails the chaperone a link", async () => {
    const res = await member.request("POST", "/api/chaperones", { email: "Aunt@Example.test", matchIds: [sharedMatch] });
    expect(res.statusCode).toBe(201);
    const { chaperone, link } = res.json();
    expect(chaperone).toMatchObject({ email: "aunt@example.test", matchIds: [sharedMatch], views: [] });
    expect(new Date(chaperone.expiresAt).getTime() - t.clock.now().getTime()).toBe(CHAPERONE_LINK_DAYS * DAY);
    expect(link).toMatch(/\/chaperone\/[A-Za-z0-9_-]{43}$/);
    token = tokenOf(link);
    chaperoneId = chaperone.id;

    // The match sees a notice (translated by the app) and a badge on the conversation.
    expect((await messagesOf(shared, sharedMatch)).at(-1)).toMatchObject({ kind: "notice", content: "chaperone_on" });
    const badge = (await shared.request("GET", "/api/matches")).json().find((m: { id: number }) => m.id === sharedMatch);
    expect(badge.chaperoned).toBe(true);
    const untouched = (await notShared.request("GET", "/api/matches")).json().find((m: { id: number }) => m.id === otherMatch);
    expect(untouched.chaperoned).toBe(false);

    const mail = await t.mailer.lastTo("aunt@example.test");
    expect(mail?.text).toContain(link);
    expect(mail?.text).not.toContain(member.email);
  });

  it("opens a read-only page of the shared conversation from the notice on, with no e-mail or location", async () => {
    await shared.request("POST", `/api/matches/${sharedMatch}/messages`, { content: "Salam, how are you?" });
    await notShared.request("POST", `/api/matches/${otherMatch}/messages`, { content: "Private chat" });
    const res = await anonymous(t, "GET", `/api/chaperone/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const page = res.json();
    expect(page.memberName).toBe("Layla");
    // The page's sentences about her are inflected by the app (i18n/gender.ts).
    expect(page.memberGender).toBe("female");
    expect(page.conversations).toHaveLength(1);
    expect(page.conversations[0].matchName).toBe("Omar");
    expect(page.conversations[0].messages.map((m: Message) => m.content)).toEqual(["chaperone_on", "Salam, how are you?"]);
    const body = res.body;
    for (const secret of [member.email, shared.email, "aunt@example.test", "Riyadh", "24.71", "Before the chaperone", "Private chat"]) expect(body).not.toContain(secret);

    // Cannot write: there is no write call behind a link, and a member's calls need a session.
    expect((await anonymous(t, "POST", `/api/chaperone/${token}`, { content: "hi" })).statusCode).toBe(405);
    expect((await anonymous(t, "POST", `/api/matches/${sharedMatch}/messages`, { content: "hi" })).statusCode).toBe(401);

    const log = (await member.request("GET", "/api/chaperones")).json();
    expect(log.chaperones[0].views).toEqual([t.clock.now().toISOString()]);
    expect(log.max).toBe(CHAPERONES_MAX);
  });

  it("shows the chaperone the chat photos the member sees plainly, not the ones still blurred for them", async () => {
    const send = async (who: TestMember) => {
      const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: await jpegWithGps(40, 30) });
      const res = await who.request("POST", `/api/matches/${sharedMatch}/messages/photo`, body, headers);
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    // The member has not written yet (a notice does not count), so the match's photo reaches them blurred.
    const blurredId = await send(shared);
    const ownId = await send(member);
    const page = (await anonymous(t, "GET", `/api/chaperone/${token}`)).json();
    const photos = page.conversations[0].messages.filter((m: { kind: string }) => m.kind === "photo");
    expect(photos.map((m: { photoUrl: string | null }) => m.photoUrl === null)).toEqual([true, false]);
    const own = await anonymous(t, "GET", photos[1].photoUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect((await anonymous(t, "GET", `/api/chaperone/${token}/messages/${blurredId}/photo`)).statusCode).toBe(404);
    expect(ownId).toBeGreaterThan(blurredId);
  });

  it("refuses bad invites: own address, a stranger's match, more than the limit, bad input", async () => {
    const bad = async (body: unknown, status: number) => {
      const res = await member.request("POST", "/api/chaperones", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBeTruthy();
    };
    await bad({ email: member.email.toUpperCase(), matchIds: [sharedMatch] }, 400);
    const strangers = await makeMatch(t, shared, notShared);
    await bad({ email: "x@example.test", matchIds: [strangers] }, 404);
    await bad({ email: "not an address", matchIds: [sharedMatch] }, 400);
    await bad({ email: "x@example.test", matchIds: [] }, 400);
    await bad({ email: "x@example.test" }, 400);
    for (let i = 1; i < CHAPERONES_MAX; i++) {
      expect((await member.request("POST", "/api/chaperones", { email: `c${i}@example.test`, matchIds: [otherMatch] })).statusCode).toBe(201);
    }
    await bad({ email: "one-more@example.test", matchIds: [otherMatch] }, 409);
  });

  it("only the member ends it; the link dies at once and the match is told", async () => {
    expect((await shared.request("DELETE", `/api/chaperones/${chaperoneId}`)).statusCode).toBe(404);
    expect((await anonymous(t, "GET", `/api/chaperone/${token}`)).statusCode).toBe(200);
    expect((await member.request("DELETE", `/api/chaperones/${chaperoneId}`)).statusCode).toBe(200);
    const gone = await anonymous(t, "GET", `/api/chaperone/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe("LINK_EXPIRED");
    expect((await messagesOf(shared, sharedMatch)).at(-1)).toMatchObject({ kind: "notice", content: "chaperone_off" });
    expect((await member.request("DELETE", `/api/chaperones/${chaperoneId}`)).statusCode).toBe(404);
  });

  it("expires, and refuses malformed and unknown links", async () => {
    const { link } = (await member.request("POST", "/api/chaperones", { email: "late@example.test", matchIds: [sharedMatch] })).json();
    expect((await anonymous(t, "GET", `/api/chaperone/${tokenOf(link)}`)).statusCode).toBe(200);
    t.clock.advance(CHAPERONE_LINK_DAYS * DAY + 1000);
    expect((await anonymous(t, "GET", `/api/chaperone/${tokenOf(link)}`)).statusCode).toBe(404);
    expect((await anonymous(t, "GET", "/api/chaperone/short")).statusCode).toBe(400);
    expect((await anonymous(t, "GET", `/api/chaperone/${"a".repeat(43)}`)).statusCode).toBe(404);
  });

  it("rate limits link pages per address (300 a minute: a carrier's shared address), so links cannot be walked", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 310; i++) statuses.push((await anonymous(t, "GET", `/api/chaperone/${"b".repeat(43)}`)).statusCode);
    expect(statuses).toContain(429);
  });
});
