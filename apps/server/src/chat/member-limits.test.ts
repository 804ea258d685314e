import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_PHOTO_MAX_BYTES, MEMBER_CHAT_MEDIA_BYTES_PER_WINDOW, MEMBER_CHAT_UPLOADS_PER_MINUTE, MEMBER_MESSAGES_PER_MINUTE } from "@ulfa/contracts";
import { messages } from "../db/schema";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { multipartBody } from "../../test/chat-media";
import { pngDeclaring } from "../../test/image-bombs";
import { connectSocket, makeMatch } from "../../test/matches";

const SDP = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n";

/** Replays of the abuse in issue 29: limits follow the member across addresses and are not shared behind one. */
describe(`limits per member and on real sizes (${testDbKind})`, () => {
  let t: TestApp;
  let ip = 0;
  // Every request from its own address (behind a trusted proxy), so only a per-member limit can stop them.
  const fresh = () => ({ "x-forwarded-for": `198.51.100.${(ip++ % 250) + 1}` });
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  const pair = async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    return { a, b, matchId: await makeMatch(t, a, b) };
  };
  const text = (m: TestMember, matchId: number, headers = fresh()) => m.request("POST", `/api/matches/${matchId}/messages`, { content: "hi" }, headers);
  const upload = (m: TestMember, matchId: number, bytes: Buffer, headers: Record<string, string> = fresh()) => {
    const { body, headers: multipart } = multipartBody({}, { field: "photo", filename: "p.png", mime: "image/png", bytes });
    return m.request("POST", `/api/matches/${matchId}/messages/photo`, body, { ...multipart, ...headers });
  };

  it("limits messages per member whatever the address, and a call offer counts as one (no ring, no missed-call entry past it)", async () => {
    const { a, b, matchId } = await pair();
    for (let i = 0; i < MEMBER_MESSAGES_PER_MINUTE - 1; i++) expect((await text(a, matchId)).statusCode).toBe(201);
    // One left: a call offer takes it.
    const sa = await connectSocket(t.app, a.cookie);
    const sb = await connectSocket(t.app, b.cookie);
    const first = randomUUID();
    sa.send({ type: "call_offer", matchId, callId: first, kind: "voice", sdp: SDP });
    expect(await sb.next((e) => e.type === "call_incoming")).toMatchObject({ callId: first });
    sa.send({ type: "call_hangup", matchId, callId: first });
    await sb.next((e) => e.type === "call_end");
    // The missed-call entry is stored and delivered.
    await sa.next((e) => e.type === "message" && (e.message as { kind: string }).kind === "call");
    // Spent: another offer is refused to the caller and never rings the other member's tabs.
    const second = randomUUID();
    sa.send({ type: "call_offer", matchId, callId: second, kind: "voice", sdp: SDP });
    expect(await sa.next((e) => e.type === "call_end" && e.callId === second)).toMatchObject({ reason: "refused" });
    expect(sb.events.filter((e) => e.type === "call_incoming" && e.callId === second)).toEqual([]);
    const refused = await text(a, matchId);
    expect([refused.statusCode, refused.json().code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const calls = await t.app.deps.db.select().from(messages).where(and(eq(messages.matchId, matchId), eq(messages.kind, "call")));
    expect(calls).toHaveLength(1);
    // The other member, from the very address the last refusal came from, is not affected.
    expect((await text(b, matchId, { "x-forwarded-for": `198.51.100.${((ip - 1) % 250) + 1}` })).statusCode).toBe(201);
    // A minute later the member may write again.
    t.clock.advance(60_000);
    expect((await text(a, matchId)).statusCode).toBe(201);
    await Promise.all([sa.close(), sb.close()]);
  });

  it("limits chat uploads per member per minute, counted before the body is read", async () => {
    const { a, b, matchId } = await pair();
    const junk = Buffer.from("not an image at all");
    for (let i = 0; i < MEMBER_CHAT_UPLOADS_PER_MINUTE; i++) expect((await upload(a, matchId, junk)).statusCode).toBe(400);
    const refused = await upload(a, matchId, junk);
    expect([refused.statusCode, refused.json().code]).toEqual([429, "RATE_LIMITED"]);
    expect((await upload(b, matchId, junk)).statusCode).toBe(400);
    t.clock.advance(60_000);
  });

  it("gives each member a storage budget for chat media per window: bulk uploads stop at it", async () => {
    const { a, b, matchId } = await pair();
    const big = Buffer.alloc(CHAT_PHOTO_MAX_BYTES - 1024, 7);
    const fits = Math.floor(MEMBER_CHAT_MEDIA_BYTES_PER_WINDOW / big.length);
    for (let i = 0; i < fits; i++) {
      expect((await upload(a, matchId, big)).statusCode).toBe(400); // counted, then refused as not an image
      t.clock.advance(5_000); // under the per-minute upload count
    }
    const refused = await upload(a, matchId, big);
    expect([refused.statusCode, refused.json().code]).toEqual([429, "MEDIA_BUDGET_EXCEEDED"]);
    expect((await upload(b, matchId, big)).statusCode).toBe(400);
  });

  it("refuses an image whose header declares a huge canvas with 413 before decoding it: chat photo, gallery photo, selfie", async () => {
    const { a, matchId } = await pair();
    t.clock.advance(60 * 60_000);
    const bomb = pngDeclaring(16_000, 16_000);
    expect(bomb.length).toBeLessThan(200);
    const started = process.memoryUsage().rss;
    const chat = await upload(a, matchId, bomb);
    expect([chat.statusCode, chat.json().code]).toEqual([413, "IMAGE_TOO_LARGE"]);
    const dataUrl = `data:image/png;base64,${bomb.toString("base64")}`;
    const gallery = await a.request("POST", "/api/photos", { photo: dataUrl }, fresh());
    expect([gallery.statusCode, gallery.json().code]).toEqual([413, "IMAGE_TOO_LARGE"]);
    const wide = await a.request("POST", "/api/photos", { photo: `data:image/png;base64,${pngDeclaring(20_000, 10).toString("base64")}` }, fresh());
    expect([wide.statusCode, wide.json().code]).toEqual([413, "IMAGE_TOO_LARGE"]);
    const withPhoto = await createMember(t, { photos: ["https://example.test/me.jpg"] });
    const selfie = await withPhoto.request("POST", "/api/verify-profile", { capturedImage: dataUrl }, fresh());
    expect([selfie.statusCode, selfie.json().code]).toEqual([413, "IMAGE_TOO_LARGE"]);
    // Nothing the size of the canvas (768 MB) was allocated.
    expect(process.memoryUsage().rss - started).toBeLessThan(200 * 1024 * 1024);
  });
});
