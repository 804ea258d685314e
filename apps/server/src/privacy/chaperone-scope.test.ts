import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { jpegWithGps, multipartBody } from "../../test/chat-media";

const profilePhoto = async () =>
  `data:image/jpeg;base64,${(await sharp({ create: { width: 64, height: 80, channels: 3, background: "#c86432" } }).jpeg().toBuffer()).toString("base64")}`;

type Message = { kind: string; content: string };
type Page = { conversations: { matchId: number; messages: Message[] }[] };

/**
 * PATCH /api/chaperones/:id: the member changes which conversations a chaperone reads and keeps the
 * link. A newly added match is told first; a removed conversation is gone for the link at once.
 */
describe(`chaperone scope (${testDbKind})`, () => {
  let t: TestApp;
  let member: TestMember;
  let first: TestMember;
  let second: TestMember;
  let stranger: TestMember;
  let firstMatch: number;
  let secondMatch: number;
  let token = "";
  let chaperoneId = 0;
  let photoId = 0;

  beforeAll(async () => {
    // Every call here comes from one IP: room for this file's edits under the per-IP limit (last test).
    t = await createTestApp({ config: { rateLimitMax: 30 } });
    member = await createMember(t, { name: "Layla Haddad" });
    first = await createMember(t, { name: "Omar Saleh", gender: "male", language: "ar" });
    second = await createMember(t, { name: "Karim Aziz", gender: "male", language: "ar" });
    stranger = await createMember(t, { name: "Sami Nour", gender: "male" });
    for (const who of [first, second]) expect((await who.request("POST", "/api/photos", { photo: await profilePhoto() })).statusCode).toBe(200);
    firstMatch = await makeMatch(t, member, first);
    secondMatch = await makeMatch(t, member, second);
    await second.request("POST", `/api/matches/${secondMatch}/messages`, { content: "Before sharing" });
    t.clock.advance(1000);
    const res = await member.request("POST", "/api/chaperones", { email: "aunt@example.test", matchIds: [firstMatch] });
    expect(res.statusCode).toBe(201);
    const { chaperone, link } = res.json();
    token = link.slice(link.lastIndexOf("/") + 1);
    chaperoneId = chaperone.id;
    const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: await jpegWithGps(40, 30) });
    const sent = await member.request("POST", `/api/matches/${firstMatch}/messages/photo`, body, headers);
    expect(sent.statusCode).toBe(201);
    photoId = sent.json().id;
    t.clock.advance(1000);
  });
  afterAll(() => t.close());

  const messagesOf = async (who: TestMember, matchId: number) => (await who.request("GET", `/api/matches/${matchId}/messages`)).json() as Message[];
  const page = async () => (await anonymous(t, "GET", `/api/chaperone/${token}`)).json() as Page;
  const scope = async () => (await member.request("GET", "/api/chaperones")).json().chaperones.find((c: { id: number }) => c.id === chaperoneId)?.matchIds;
  const patch = (who: TestMember, body: unknown, id = chaperoneId) => who.request("PATCH", `/api/chaperones/${id}`, body);

  it("adds a conversation on the same link, telling that match first", async () => {
    const mailsBefore = t.mailer.sent.length;
    const res = await patch(member, { matchIds: [firstMatch, secondMatch, secondMatch] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: [secondMatch], removed: [], chaperone: { id: chaperoneId, matchIds: [firstMatch, secondMatch].sort((a, b) => a - b) } });
    // The newly added match sees the notice (the app words it in their language); the kept one is not told again.
    expect((await messagesOf(second, secondMatch)).at(-1)).toMatchObject({ kind: "notice", content: "chaperone_on" });
    expect((await messagesOf(first, firstMatch)).filter((m) => m.kind === "notice")).toHaveLength(1);
    expect(t.mailer.sent.length).toBe(mailsBefore);

    // The same link now reads both, the new one only from its notice on.
    const shown = await page();
    expect(shown.conversations.map((c) => c.matchId).sort((a, b) => a - b)).toEqual([firstMatch, secondMatch].sort((a, b) => a - b));
    expect(shown.conversations.find((c) => c.matchId === secondMatch)?.messages.map((m) => m.content)).toEqual(["chaperone_on"]);
    expect((await anonymous(t, "GET", `/api/chaperone/${token}/photo/${secondMatch}`)).statusCode).toBe(200);
  });

  it("removes a conversation at once for the link, its photos included, and tells that match", async () => {
    expect((await anonymous(t, "GET", `/api/chaperone/${token}/messages/${photoId}/photo`)).statusCode).toBe(200);
    expect((await anonymous(t, "GET", `/api/chaperone/${token}/photo/${firstMatch}`)).statusCode).toBe(200);

    const res = await patch(member, { matchIds: [secondMatch] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: [], removed: [firstMatch], chaperone: { matchIds: [secondMatch] } });
    expect((await page()).conversations.map((c) => c.matchId)).toEqual([secondMatch]);
    expect((await anonymous(t, "GET", `/api/chaperone/${token}/messages/${photoId}/photo`)).statusCode).toBe(404);
    expect((await anonymous(t, "GET", `/api/chaperone/${token}/photo/${firstMatch}`)).statusCode).toBe(404);
    expect((await messagesOf(first, firstMatch)).at(-1)).toMatchObject({ kind: "notice", content: "chaperone_off" });
    const badge = (await first.request("GET", "/api/matches")).json().find((m: { id: number }) => m.id === firstMatch);
    expect(badge.chaperoned).toBe(false);
  });

  it("shares a conversation added back afresh: nothing from the gap", async () => {
    await first.request("POST", `/api/matches/${firstMatch}/messages`, { content: "While not shared" });
    t.clock.advance(1000);
    expect((await patch(member, { matchIds: [firstMatch, secondMatch] })).json().added).toEqual([firstMatch]);
    const again = (await page()).conversations.find((c) => c.matchId === firstMatch);
    expect(again?.messages.map((m) => m.content)).toEqual(["chaperone_on"]);
    // The photo sent before it was shared again stays out.
    expect((await anonymous(t, "GET", `/api/chaperone/${token}/messages/${photoId}/photo`)).statusCode).toBe(404);
  });

  it("does not announce an end while another chaperone still reads the conversation", async () => {
    expect((await member.request("POST", "/api/chaperones", { email: "uncle@example.test", matchIds: [secondMatch] })).statusCode).toBe(201);
    expect((await patch(member, { matchIds: [firstMatch] })).json().removed).toEqual([secondMatch]);
    expect((await messagesOf(second, secondMatch)).at(-1)).toMatchObject({ kind: "notice", content: "chaperone_on" });
    expect((await page()).conversations.map((c) => c.matchId)).toEqual([firstMatch]);
  });

  it("refuses bad input with a clear 400, and changes nothing", async () => {
    const before = await scope();
    for (const body of [{ matchIds: [] }, {}, { matchIds: ["1"] }, { matchIds: [0] }, { matchIds: [1.5] }, { matchIds: [firstMatch], email: "x@example.test" }, { matchIds: Array(101).fill(firstMatch) }]) {
      const res = await patch(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await member.request("PATCH", "/api/chaperones/abc", { matchIds: [firstMatch] })).statusCode).toBe(400);
    expect(await scope()).toEqual(before);
  });

  it("shares only the member's own open conversations", async () => {
    const strangers = await makeMatch(t, first, stranger);
    const res = await patch(member, { matchIds: [firstMatch, strangers] });
    expect(res.statusCode).toBe(404);
    expect((await messagesOf(stranger, strangers)).filter((m) => m.kind === "notice")).toEqual([]);
    expect(await scope()).toEqual([firstMatch]);
  });

  it("answers 404 for another member's chaperone, 401 signed out, 403 cross-site", async () => {
    const other = await patch(stranger, { matchIds: [firstMatch] });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe((await patch(stranger, { matchIds: [firstMatch] }, 999_999)).json().message);
    expect((await anonymous(t, "PATCH", `/api/chaperones/${chaperoneId}`, { matchIds: [secondMatch] })).statusCode).toBe(401);
    const forged = await member.request("PATCH", `/api/chaperones/${chaperoneId}`, { matchIds: [secondMatch] }, { origin: "https://evil.example" });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe("BAD_ORIGIN");
    expect(await scope()).toEqual([firstMatch]);
  });

  it("leaves out a conversation closed to the member, and the match's photo, while it stays closed", async () => {
    const before = await scope();
    expect((await patch(member, { matchIds: [...before, secondMatch] })).statusCode).toBe(200);
    const suspend = (at: Date | null) => t.app.deps.db.update(users).set({ suspendedAt: at }).where(eq(users.id, second.id));
    await suspend(t.clock.now());
    expect((await page()).conversations.map((c) => c.matchId)).toEqual([firstMatch]);
    expect((await anonymous(t, "GET", `/api/chaperone/${token}/photo/${secondMatch}`)).statusCode).toBe(404);
    await suspend(null);
    expect((await page()).conversations.map((c) => c.matchId).sort((a, b) => a - b)).toEqual([firstMatch, secondMatch].sort((a, b) => a - b));
    expect((await patch(member, { matchIds: before })).statusCode).toBe(200);
  });

  it("loses a conversation on unmatch and on block, and cannot edit an ended chaperone", async () => {
    const third = await createMember(t, { name: "Yusuf Amin", gender: "male" });
    const thirdMatch = await makeMatch(t, member, third);
    expect((await patch(member, { matchIds: [firstMatch, secondMatch, thirdMatch] })).statusCode).toBe(200);
    expect((await member.request("DELETE", `/api/matches/${secondMatch}`)).statusCode).toBe(200);
    expect((await member.request("POST", "/api/blocks", { userId: third.id })).statusCode).toBe(201);
    expect(await scope()).toEqual([firstMatch]);
    expect((await page()).conversations.map((c) => c.matchId)).toEqual([firstMatch]);
    // A closed conversation cannot be added back.
    expect((await patch(member, { matchIds: [firstMatch, thirdMatch] })).statusCode).toBe(404);

    expect((await member.request("DELETE", `/api/chaperones/${chaperoneId}`)).statusCode).toBe(200);
    expect((await patch(member, { matchIds: [firstMatch] })).statusCode).toBe(404);
  });

  it("rate limits edits, since each may post notices to matches", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await patch(member, { matchIds: [firstMatch] })).statusCode);
    expect(statuses).toContain(429);
  });
});
