import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_PHOTO_MAX_BYTES, VOICE_NOTE_MAX_BYTES, VOICE_NOTE_MAX_MS, VOICE_WAVEFORM_MAX_BARS, type ChatMessage } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { fakeOggOpus, fakeWebm, jpegWithGps, multipartBody } from "../../test/chat-media";
import { strFromU8, unzipSync } from "fflate";
import { DEACTIVATION_GRACE_MS } from "@ulfa/contracts";
import { purgeExpiredAccounts } from "../account/purge";
import { users } from "../db/schema";
import { eq } from "drizzle-orm";
import { connectSocket, makeMatch } from "../../test/matches";

describe(`chat photos and voice notes (${testDbKind})`, () => {
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    photo = await jpegWithGps(2400, 1200);
  });
  afterAll(() => t.close());

  const chatFiles = () => readdirSync(path.join(t.dataDir, "chat"));
  const fileOf = (name: string) => path.join(t.dataDir, "chat", name);
  const storedName = async (messageId: number) =>
    (await t.app.deps.db.query.messages.findFirst({ where: (m, { eq }) => eq(m.id, messageId) }))?.mediaName ?? null;

  const sendPhoto = (member: TestMember, matchId: number, bytes = photo, mime = "image/jpeg") => {
    const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime, bytes });
    return member.request("POST", `/api/matches/${matchId}/messages/photo`, body, headers);
  };
  const sendVoice = (member: TestMember, matchId: number, bytes: Buffer, fields: Record<string, string> = { durationMs: "3200", waveform: "[1,50,100,20]" }) => {
    const { body, headers } = multipartBody(fields, { field: "voice", filename: "v.webm", mime: "audio/webm", bytes });
    return member.request("POST", `/api/matches/${matchId}/messages/voice`, body, headers);
  };
  const pair = async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    return { a, b, matchId: await makeMatch(t, a, b) };
  };

  it("stores a photo re-encoded to at most 1600 px with EXIF and GPS gone, and pushes it to both sockets", async () => {
    const { a, b, matchId } = await pair();
    const socket = await connectSocket(t.app, b.cookie);
    const res = await sendPhoto(a, matchId);
    expect(res.statusCode).toBe(201);
    const sent: ChatMessage = res.json();
    expect(sent).toMatchObject({ kind: "photo", content: "", media: { width: 1600, height: 800, blurred: false, durationMs: null } });
    expect(sent.media?.url).toBe(`/api/matches/${matchId}/messages/${sent.id}/media`);
    expect(sent.media?.preview).toMatch(/^data:image\/jpeg;base64,/);

    const live = await socket.next((e) => e.type === "message");
    expect((live.message as ChatMessage).media).toMatchObject({ url: sent.media?.url, blurred: true });
    await socket.close();

    const served = await a.request("GET", sent.media!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("private, no-store");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("SpyCam"))).toBe(false);
    const name = (await storedName(sent.id))!;
    expect((await sharp(fileOf(name)).metadata()).exif).toBeUndefined();
    // Never in the public photo folder, never at a public URL.
    expect(existsSync(path.join(t.dataDir, "photos", name))).toBe(false);
    expect((await anonymous(t, "GET", `/api/media/photos/${name}`)).statusCode).toBe(404);
  });

  it("serves chat media only to the two members of the match", async () => {
    const { a, b, matchId } = await pair();
    const stranger = await createMember(t);
    const strangerMatch = await makeMatch(t, stranger, await createMember(t));
    await b.request("POST", `/api/matches/${matchId}/messages`, { content: "hello" });
    const sent: ChatMessage = (await sendPhoto(a, matchId)).json();
    const url = sent.media!.url;
    expect((await a.request("GET", url)).statusCode).toBe(200);
    expect((await b.request("GET", url)).statusCode).toBe(200);
    expect((await stranger.request("GET", url)).statusCode).toBe(404);
    // Another match's id with this message id: the message is not in that match.
    expect((await stranger.request("GET", `/api/matches/${strangerMatch}/messages/${sent.id}/media`)).statusCode).toBe(404);
    expect((await anonymous(t, "GET", url)).statusCode).toBe(401);
    expect((await stranger.request("POST", `/api/matches/${matchId}/messages/${sent.id}/reveal`)).statusCode).toBe(404);
    expect((await sendPhoto(stranger, matchId)).statusCode).toBe(404);
    expect((await a.request("GET", `/api/matches/${matchId}/messages/abc/media`)).statusCode).toBe(400);
  });

  it("blurs the first photo for the receiver until they tap it; after a reply the sender is trusted", async () => {
    const { a, b, matchId } = await pair();
    const first: ChatMessage = (await sendPhoto(a, matchId)).json();
    const seenByB = (await b.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[];
    expect(seenByB[0].media?.blurred).toBe(true);
    expect(seenByB[0].media?.preview).toMatch(/^data:image\/jpeg/);
    const locked = await b.request("GET", first.media!.url);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe("MEDIA_NOT_REVEALED");
    // The sender always sees their own photo, and cannot "reveal" it.
    expect((await a.request("GET", first.media!.url)).statusCode).toBe(200);
    expect((await a.request("POST", `/api/matches/${matchId}/messages/${first.id}/reveal`)).statusCode).toBe(400);

    const socket = await connectSocket(t.app, a.cookie);
    const revealed = await b.request("POST", `/api/matches/${matchId}/messages/${first.id}/reveal`);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json().media.blurred).toBe(false);
    const update = await socket.next((e) => e.type === "message_updated");
    expect((update.message as ChatMessage).id).toBe(first.id);
    await socket.close();
    expect((await b.request("GET", first.media!.url)).statusCode).toBe(200);

    // B viewed one of A's photos: A's next photo is not blurred.
    const second: ChatMessage = (await sendPhoto(a, matchId)).json();
    expect(((await b.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[]).find((m) => m.id === second.id)?.media?.blurred).toBe(false);

    // A receiver who has written in the conversation trusts the sender from the first photo.
    const other = await pair();
    await other.b.request("POST", `/api/matches/${other.matchId}/messages`, { content: "hey there" });
    const trusted: ChatMessage = (await sendPhoto(other.a, other.matchId)).json();
    const list = (await other.b.request("GET", `/api/matches/${other.matchId}/messages`)).json() as ChatMessage[];
    expect(list.find((m) => m.id === trusted.id)?.media?.blurred).toBe(false);
  });

  it("a block or unmatch revokes access and deletes the conversation's files", async () => {
    const { a, b, matchId } = await pair();
    const sent: ChatMessage = (await sendPhoto(a, matchId)).json();
    const voice: ChatMessage = (await sendVoice(b, matchId, fakeWebm())).json();
    const names = [(await storedName(sent.id))!, (await storedName(voice.id))!];
    expect(names.every((n) => existsSync(fileOf(n)))).toBe(true);
    expect((await b.request("POST", "/api/blocks", { userId: a.id })).statusCode).toBe(201);
    expect((await a.request("GET", sent.media!.url)).statusCode).toBe(404);
    expect((await b.request("GET", voice.media!.url)).statusCode).toBe(404);
    await t.app.deps.jobs.runDue(); // file deletions are queued jobs (media/deletions.ts)
    expect(names.some((n) => existsSync(fileOf(n)))).toBe(false);

    const other = await pair();
    const kept: ChatMessage = (await sendPhoto(other.a, other.matchId)).json();
    const keptName = (await storedName(kept.id))!;
    expect((await other.b.request("DELETE", `/api/matches/${other.matchId}`)).statusCode).toBe(200);
    expect((await other.a.request("GET", kept.media!.url)).statusCode).toBe(404);
    await t.app.deps.jobs.runDue();
    expect(existsSync(fileOf(keptName))).toBe(false);
  });

  it("refuses a block in between: the match is still there but the other member blocked", async () => {
    const { a, b, matchId } = await pair();
    const sent: ChatMessage = (await sendPhoto(a, matchId)).json();
    // A block row without the match ending (as if the unmatch had not run yet): access is refused anyway.
    const { blocks } = await import("../db/schema");
    await t.app.deps.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id, createdAt: t.clock.now() });
    const res = await a.request("GET", sent.media!.url);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("CONVERSATION_CLOSED");
    expect((await b.request("GET", sent.media!.url)).statusCode).toBe(403);
    expect((await sendPhoto(a, matchId)).statusCode).toBe(403);
  });

  it("limits photos: size, type, field", async () => {
    const { a, matchId } = await pair();
    const before = chatFiles().length;
    const tooBig = await sendPhoto(a, matchId, Buffer.alloc(CHAT_PHOTO_MAX_BYTES + 1024, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe("PAYLOAD_TOO_LARGE");
    const notImage = await sendPhoto(a, matchId, Buffer.from("definitely not a photo"), "image/jpeg");
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe("NOT_AN_IMAGE");
    const wrongField = multipartBody({}, { field: "voice", filename: "p.jpg", mime: "image/jpeg", bytes: photo });
    expect((await a.request("POST", `/api/matches/${matchId}/messages/photo`, wrongField.body, wrongField.headers)).statusCode).toBe(400);
    expect((await a.request("POST", `/api/matches/${matchId}/messages/photo`, { photo: "data:image/png;base64,AAAA" })).statusCode).toBe(400);
    expect(chatFiles().length).toBe(before);
    expect((await a.request("GET", `/api/matches/${matchId}/messages`)).json()).toEqual([]);
  });

  it("stores voice notes in WebM or Ogg with duration and waveform, not blurred", async () => {
    const { a, b, matchId } = await pair();
    const res = await sendVoice(a, matchId, fakeWebm());
    expect(res.statusCode).toBe(201);
    const note: ChatMessage = res.json();
    expect(note).toMatchObject({ kind: "voice", media: { durationMs: 3200, waveform: [1, 50, 100, 20], blurred: false, width: null, preview: null } });
    const served = await b.request("GET", note.media!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("audio/webm");
    expect(served.rawPayload.equals(fakeWebm())).toBe(true);
    const ogg = await sendVoice(b, matchId, fakeOggOpus());
    expect(ogg.statusCode).toBe(201);
    expect((await a.request("GET", ogg.json().media.url)).headers["content-type"]).toBe("audio/ogg");
  });

  it("stores the length measured in the file, not the one the client claims (a real Chromium recording too)", async () => {
    const { a, matchId } = await pair();
    const claimedShort = await sendVoice(a, matchId, fakeOggOpus(2000, 42_000), { durationMs: "1000", waveform: "[1]" });
    expect(claimedShort.json().media.durationMs).toBe(42_000);
    // MediaRecorder's WebM has no Duration element and clusters of unknown size: the blocks are walked.
    const recorded = readFileSync(path.join(import.meta.dirname, "../../test/fixtures/chromium-voice-1500ms.webm"));
    const real = await sendVoice(a, matchId, recorded, { durationMs: "59000", waveform: "[1]" });
    expect(real.statusCode).toBe(201);
    expect(real.json().media.durationMs).toBeGreaterThan(1_300);
    expect(real.json().media.durationMs).toBeLessThanOrEqual(1_500);
  });

  it("limits voice notes: container, size, duration and waveform", async () => {
    const { a, matchId } = await pair();
    const before = chatFiles().length;
    const cases: [Buffer, Record<string, string>, number][] = [
      [Buffer.from("RIFF....WAVEfmt "), { durationMs: "1000", waveform: "[1]" }, 400],
      [Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from("matroska"), Buffer.alloc(100)]), { durationMs: "1000", waveform: "[1]" }, 400],
      [Buffer.concat([Buffer.from("OggS"), Buffer.alloc(30), Buffer.from("vorbis")]), { durationMs: "1000", waveform: "[1]" }, 400],
      [fakeWebm(VOICE_NOTE_MAX_BYTES + 10), { durationMs: "1000", waveform: "[1]" }, 413],
      [fakeWebm(), { durationMs: String(VOICE_NOTE_MAX_MS + 1), waveform: "[1]" }, 400],
      [fakeWebm(), { durationMs: "0", waveform: "[1]" }, 400],
      [fakeWebm(), { waveform: "[1]" }, 400],
      [fakeWebm(), { durationMs: "1000", waveform: "[101]" }, 400],
      [fakeWebm(), { durationMs: "1000", waveform: "[]" }, 400],
      [fakeWebm(), { durationMs: "1000", waveform: JSON.stringify(Array(VOICE_WAVEFORM_MAX_BARS + 1).fill(1)) }, 400],
      [fakeWebm(), { durationMs: "1000", waveform: "not json" }, 400],
      [fakeWebm(), { durationMs: "1000" }, 400],
      // The length is measured in the file: a long recording claimed short is refused, in either container.
      [fakeWebm(2000, VOICE_NOTE_MAX_MS + 5_000), { durationMs: "1000", waveform: "[1]" }, 400],
      [fakeOggOpus(2000, VOICE_NOTE_MAX_MS + 5_000), { durationMs: "1000", waveform: "[1]" }, 400],
      // A WebM header with no audio blocks has no length to measure.
      [fakeWebm(2000).subarray(0, 40), { durationMs: "1000", waveform: "[1]" }, 400],
    ];
    for (const [bytes, fields, status] of cases) {
      const res = await sendVoice(a, matchId, bytes, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().code).toBe(status === 413 ? "PAYLOAD_TOO_LARGE" : "NOT_A_VOICE_NOTE");
    }
    expect(chatFiles().length).toBe(before);
  });

  it("exports the member's own chat media and lists the other member's without their files", async () => {
    const { a, b, matchId } = await pair();
    const mine: ChatMessage = (await sendPhoto(a, matchId)).json();
    const theirs: ChatMessage = (await sendVoice(b, matchId, fakeWebm())).json();
    await b.request("PUT", `/api/matches/${matchId}/messages/${mine.id}/reaction`, { emoji: "🔥" });
    const res = await a.request("GET", "/api/account/export");
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const myName = (await storedName(mine.id))!;
    expect(Object.keys(files).filter((f) => f.startsWith("chat/"))).toEqual([`chat/${myName}`]);
    const [conversation] = JSON.parse(strFromU8(files["messages.json"]));
    expect(conversation.messages).toEqual([
      expect.objectContaining({ sender: "me", kind: "photo", file: `chat/${myName}`, reactions: [{ by: "them", emoji: "🔥" }] }),
      expect.objectContaining({ sender: "them", kind: "voice", file: null, durationMs: 3200, reactions: [] }),
    ]);
    expect(theirs.kind).toBe("voice");
  });

  it("purging an account deletes the photo and voice files of its conversations", async () => {
    const { a, b, matchId } = await pair();
    const stayer = await pair();
    const names = [
      (await storedName(((await sendPhoto(a, matchId)).json() as ChatMessage).id))!,
      (await storedName(((await sendVoice(b, matchId, fakeWebm())).json() as ChatMessage).id))!,
    ];
    const kept = (await storedName(((await sendPhoto(stayer.a, stayer.matchId)).json() as ChatMessage).id))!;
    await t.app.deps.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, a.id));
    t.clock.advance(DEACTIVATION_GRACE_MS + 60_000);
    expect(await purgeExpiredAccounts(t.app.deps)).toBeGreaterThanOrEqual(1);
    await t.app.deps.jobs.runDue();
    expect(names.map((n) => existsSync(fileOf(n)))).toEqual([false, false]);
    expect(existsSync(fileOf(kept))).toBe(true);
  });
});
