import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_MESSAGES_PER_MINUTE, type ChatMessage } from "@ulfa/contracts";
import { messages } from "../db/schema";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { fakeWebm, jpegWithGps, multipartBody } from "../../test/chat-media";
import { connectSocket, makeMatch } from "../../test/matches";

describe(`idempotent sends (${testDbKind})`, () => {
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    photo = await jpegWithGps(400, 300);
  });
  afterAll(() => t.close());

  const pair = async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    return { a, b, matchId: await makeMatch(t, a, b) };
  };
  const send = (member: TestMember, matchId: number, key: string | undefined, body: Record<string, unknown> = { content: "Are you free on Friday?" }) =>
    member.request("POST", `/api/matches/${matchId}/messages`, body, key ? { "idempotency-key": key } : {});
  const rowsOf = (matchId: number) => t.app.deps.db.select().from(messages).where(eq(messages.matchId, matchId));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("answers a repeat with the stored message, storing, pushing and counting it once", async () => {
    const { a, b, matchId } = await pair();
    const other = await connectSocket(t.app, b.cookie);
    const key = randomUUID();
    const first = await send(a, matchId, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    await other.next((e) => e.type === "message");
    const again = await send(a, matchId, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    await settle();
    expect(other.events.filter((e) => e.type === "message")).toHaveLength(0); // next() took the one there was
    await other.close();
    expect(await rowsOf(matchId)).toHaveLength(1);
    expect((await t.app.deps.attempts.peek(`member-messages:${a.id}`)).count).toBe(1);
    // Without a key every send is a new message, as before.
    await send(a, matchId, undefined);
    await send(a, matchId, undefined);
    expect(await rowsOf(matchId)).toHaveLength(3);
  });

  it("shows a message's key to its sender only, so a send whose answer was lost is recognised in the thread", async () => {
    const { a, b, matchId } = await pair();
    const other = await connectSocket(t.app, b.cookie);
    const key = randomUUID();
    expect((await send(a, matchId, key)).json()).toMatchObject({ clientId: key });
    const pushed = await other.next((e) => e.type === "message");
    await other.close();
    expect(JSON.stringify(pushed)).not.toContain(key);
    const [mine]: ChatMessage[] = (await a.request("GET", `/api/matches/${matchId}/messages`)).json();
    expect(mine.clientId).toBe(key);
    const [theirs]: ChatMessage[] = (await b.request("GET", `/api/matches/${matchId}/messages`)).json();
    expect(theirs).not.toHaveProperty("clientId");
    // A send without a key has none.
    await send(a, matchId, undefined);
    const list: ChatMessage[] = (await a.request("GET", `/api/matches/${matchId}/messages`)).json();
    expect(list.at(-1)).not.toHaveProperty("clientId");
  });

  it("refuses a key reused for other words, a reply or another match with 409", async () => {
    const { a, b, matchId } = await pair();
    const c = await createMember(t);
    const otherMatch = await makeMatch(t, a, c);
    const key = randomUUID();
    const first: ChatMessage = (await send(a, matchId, key)).json();
    for (const [id, body] of [
      [matchId, { content: "Something else" }],
      [matchId, { content: "Are you free on Friday?", replyToId: first.id }],
      [otherMatch, { content: "Are you free on Friday?" }],
    ] as const) {
      const res = await send(a, id, key, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    }
    expect(await rowsOf(matchId)).toHaveLength(1);
    expect(await rowsOf(otherMatch)).toHaveLength(0);
    // The other member's key is theirs: the same UUID is a new message from them.
    const theirs = await send(b, matchId, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(await rowsOf(matchId)).toHaveLength(2);
  });

  it("answers a repeat even when the member's message budget is spent", async () => {
    const { a, matchId } = await pair();
    const key = randomUUID();
    const first = await send(a, matchId, key);
    await t.app.deps.attempts.set(`member-messages:${a.id}`, MEMBER_MESSAGES_PER_MINUTE, 60_000);
    expect((await send(a, matchId, randomUUID())).statusCode).toBe(429);
    const again = await send(a, matchId, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await rowsOf(matchId)).toHaveLength(1);
  });

  it("400s a key that is not a UUID", async () => {
    const { a, matchId } = await pair();
    for (const key of ["abc", "12345678-1234-1234-1234", "x".repeat(300)]) {
      const res = await send(a, matchId, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
    const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: photo });
    const res = await a.request("POST", `/api/matches/${matchId}/messages/photo`, body, { ...headers, "idempotency-key": "nope" });
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(matchId)).toHaveLength(0);
  });

  it("stores one message when two identical sends arrive at once", async () => {
    const { a, b, matchId } = await pair();
    const other = await connectSocket(t.app, b.cookie);
    const key = randomUUID();
    const [one, two] = await Promise.all([send(a, matchId, key), send(a, matchId, key)]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().id).toBe(two.json().id);
    expect(await rowsOf(matchId)).toHaveLength(1);
    await other.next((e) => e.type === "message");
    await settle();
    expect(other.events.filter((e) => e.type === "message")).toHaveLength(0); // next() took the one there was
    await other.close();
  });

  it("stores a repeated photo or voice note once, without its bytes or budgets", async () => {
    const { a, matchId } = await pair();
    const chatFiles = () => readdirSync(path.join(t.dataDir, "chat"));
    const sendPhoto = (key: string) => {
      const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: photo });
      return a.request("POST", `/api/matches/${matchId}/messages/photo`, body, { ...headers, "idempotency-key": key });
    };
    const key = randomUUID();
    const first = await sendPhoto(key);
    expect(first.statusCode).toBe(201);
    const files = chatFiles().length;
    const uploads = await t.app.deps.attempts.peek(`member-uploads:${a.id}`);
    const again = await sendPhoto(key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().id).toBe(first.json().id);
    expect(chatFiles()).toHaveLength(files);
    expect((await t.app.deps.attempts.peek(`member-uploads:${a.id}`)).count).toBe(uploads.count);

    // The same key for a voice note is another message.
    const { body, headers } = multipartBody({ durationMs: "3200", waveform: "[1,50,100]" }, { field: "voice", filename: "v.webm", mime: "audio/webm", bytes: fakeWebm() });
    const clash = await a.request("POST", `/api/matches/${matchId}/messages/voice`, body, { ...headers, "idempotency-key": key });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("IDEMPOTENCY_KEY_REUSED");

    // Two at once: one row; the loser's file is deleted by the media deletion job.
    const racing = randomUUID();
    const [one, two] = await Promise.all([sendPhoto(racing), sendPhoto(racing)]);
    expect(one.json().id).toBe(two.json().id);
    expect(await rowsOf(matchId)).toHaveLength(2);
    await t.app.deps.jobs.runDue();
    expect(chatFiles()).toHaveLength(files + 1);
  });
});
