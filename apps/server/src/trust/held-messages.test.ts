import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { ChatMessage } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { fakeWebm, jpegWithGps, multipartBody } from "../../test/chat-media";
import { makeMatch } from "../../test/matches";
import { heldActions, messages, staffRoles } from "../db/schema";
import { sweepOrphanMedia } from "../media/sweep";

/** A held member's first photos, voice notes and Opening Move answers (docs/trust-and-safety.md). */
describe(`held first messages of every kind (${testDbKind})`, () => {
  let t: TestApp;
  let moderator: TestMember;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    photo = await jpegWithGps(800, 600);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
    moderator = await createMember(t);
    await t.app.deps.db.insert(staffRoles).values({ userId: moderator.id, role: "moderator" });
    await t.app.deps.staff.reload();
  });

  const act = (userId: number, action: string) => moderator.request("POST", `/api/moderation/signals/${userId}`, { action });
  const sendPhoto = (member: TestMember, matchId: number) => {
    const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: photo });
    return member.request("POST", `/api/matches/${matchId}/messages/photo`, body, headers);
  };
  const sendVoice = (member: TestMember, matchId: number) => {
    const { body, headers } = multipartBody({ durationMs: "3200", waveform: "[1,50,100,20]" }, { field: "voice", filename: "v.webm", mime: "audio/webm", bytes: fakeWebm() });
    return member.request("POST", `/api/matches/${matchId}/messages/voice`, body, headers);
  };
  const chatFiles = () => (existsSync(path.join(t.dataDir, "chat")) ? readdirSync(path.join(t.dataDir, "chat")) : []);
  const messagesIn = (matchId: number) => t.app.deps.db.select().from(messages).where(eq(messages.matchId, matchId));
  const heldOf = async (member: TestMember) => t.app.deps.db.select().from(heldActions).where(eq(heldActions.userId, member.id));

  async function heldWithMatches(n: number) {
    const held = await createMember(t, { gender: "male", interestedIn: "female" });
    const others = [];
    for (let i = 0; i < n; i++) others.push(await createMember(t, { gender: "female", interestedIn: "male" }));
    const matchIds = [];
    for (const o of others) matchIds.push(await makeMatch(t, held, o));
    expect((await act(held.id, "hold")).json().state).toBe("held");
    return { held, others, matchIds };
  }

  it("keeps a held member's first photo and voice note (202, files kept through the sweep) and delivers them on clear", async () => {
    const { held, others, matchIds } = await heldWithMatches(2);
    const before = chatFiles().length;
    const p = await sendPhoto(held, matchIds[0]);
    expect([p.statusCode, p.json().held]).toEqual([202, true]);
    const v = await sendVoice(held, matchIds[1]);
    expect([v.statusCode, v.json().held]).toEqual([202, true]);
    expect(await messagesIn(matchIds[0])).toHaveLength(0);
    expect(await messagesIn(matchIds[1])).toHaveLength(0);
    expect(await heldOf(held)).toHaveLength(2);
    expect(chatFiles()).toHaveLength(before + 2);
    // The orphan sweep keeps a held file: it has no message yet, only its held row.
    t.clock.advance(3 * 86_400_000);
    await sweepOrphanMedia(t.app.deps);
    expect(chatFiles()).toHaveLength(before + 2);

    expect((await act(held.id, "clear")).json()).toMatchObject({ state: "cleared", delivered: 2 });
    const [seenPhoto] = (await others[0].request("GET", `/api/matches/${matchIds[0]}/messages`)).json() as ChatMessage[];
    expect(seenPhoto).toMatchObject({ kind: "photo", senderId: held.id, media: { width: 800, height: 600 } });
    const [seenVoice] = (await others[1].request("GET", `/api/matches/${matchIds[1]}/messages`)).json() as ChatMessage[];
    expect(seenVoice).toMatchObject({ kind: "voice", senderId: held.id, media: { durationMs: 3200 } });
    expect((await held.request("GET", seenVoice.media!.url)).statusCode).toBe(200);
    expect(await heldOf(held)).toHaveLength(0);
  });

  it("holds a retried upload or text (same Idempotency-Key) once, with one file, and delivers it once on clear", async () => {
    const { held, others, matchIds } = await heldWithMatches(2);
    const photoWithKey = (key: string) => {
      const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: photo });
      return held.request("POST", `/api/matches/${matchIds[0]}/messages/photo`, body, { ...headers, "idempotency-key": key });
    };
    const key = randomUUID();
    const filesBefore = chatFiles().length;
    const first = await photoWithKey(key);
    const retry = await photoWithKey(key);
    expect([first.statusCode, retry.statusCode, retry.json().held]).toEqual([202, 202, true]);
    expect(chatFiles()).toHaveLength(filesBefore + 1);
    const textKey = randomUUID();
    const text = () => held.request("POST", `/api/matches/${matchIds[1]}/messages`, { content: "hello, nice to meet you" }, { "idempotency-key": textKey });
    expect((await text()).statusCode).toBe(202);
    expect((await text()).statusCode).toBe(202);
    expect(await heldOf(held)).toHaveLength(2);
    // A new key is a new message: held beside the first.
    expect((await photoWithKey(randomUUID())).statusCode).toBe(202);
    expect(await heldOf(held)).toHaveLength(3);

    expect((await act(held.id, "clear")).json()).toMatchObject({ state: "cleared", delivered: 3 });
    expect(await messagesIn(matchIds[0])).toHaveLength(2);
    const [delivered] = await messagesIn(matchIds[1]);
    expect(delivered).toMatchObject({ senderId: held.id, clientId: textKey });
    expect(others).toHaveLength(2);
    // Retried once more after the clear: the delivered message is answered, nothing stored again.
    const after = await text();
    expect([after.statusCode, after.headers["idempotent-replayed"], after.json().id]).toEqual([201, "true", delivered.id]);
  });

  it("drops held photos and voice notes with their files on suspend", async () => {
    const { held, matchIds } = await heldWithMatches(2);
    const before = chatFiles().length;
    expect((await sendPhoto(held, matchIds[0])).statusCode).toBe(202);
    expect((await sendVoice(held, matchIds[1])).statusCode).toBe(202);
    expect((await act(held.id, "suspend")).json()).toEqual({ state: "suspended", delivered: 0, dropped: 2 });
    await t.app.deps.jobs.runDue();
    expect(chatFiles()).toHaveLength(before);
    expect(await messagesIn(matchIds[0])).toHaveLength(0);
  });

  it("a held member's answer to an Opening Move keeps it when delivered; a wrong one is refused at once, not held", async () => {
    const held = await createMember(t, { gender: "male", interestedIn: "female" });
    const her = await createMember(t, { gender: "female", interestedIn: "male" });
    await her.request("PATCH", "/api/user", { openingMoves: [{ text: "Tea or coffee?" }] });
    const matchId = await makeMatch(t, held, her);
    expect((await act(held.id, "hold")).statusCode).toBe(200);
    const wrong = await held.request("POST", `/api/matches/${matchId}/messages`, { content: "Hm", openingMove: 3 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^openingMove/);
    const answer = await held.request("POST", `/api/matches/${matchId}/messages`, { content: "Coffee, always", openingMove: 0 });
    expect([answer.statusCode, answer.json().held]).toEqual([202, true]);
    expect((await act(held.id, "clear")).json()).toMatchObject({ delivered: 1 });
    const [seen] = (await her.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[];
    expect(seen).toMatchObject({ content: "Coffee, always", openingMove: { index: 0, text: "Tea or coffee?" } });
  });

  it("a photo or voice note in a conversation the other member has joined goes on as usual", async () => {
    const { held, others, matchIds } = await heldWithMatches(1);
    expect((await others[0].request("POST", `/api/matches/${matchIds[0]}/messages`, { content: "Hi there" })).statusCode).toBe(201);
    expect((await sendPhoto(held, matchIds[0])).statusCode).toBe(201);
    expect((await sendVoice(held, matchIds[0])).statusCode).toBe(201);
    expect(await heldOf(held)).toHaveLength(0);
  });
});
