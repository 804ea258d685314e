import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { connectSocket, makeMatch, type TestSocket } from "../../test/matches";
import { CallRelay } from "../realtime/calls";
import { loadConfig } from "../platform/config";
import { users } from "../db/schema";
import { eq } from "drizzle-orm";

const SDP = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n";
const isCall = (e: Record<string, unknown>) => typeof e.type === "string" && e.type.startsWith("call_");
const callMessage = (e: Record<string, unknown>) => e.type === "message" && (e.message as { kind: string }).kind === "call";

describe(`calls: signalling on /ws and call entries (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function pair(): Promise<{ a: TestMember; b: TestMember; id: number; sa: TestSocket; sb: TestSocket }> {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    return { a, b, id, sa: await connectSocket(t.app, a.cookie), sb: await connectSocket(t.app, b.cookie) };
  }

  it("relays offer, answer and ICE between the two members only; hang-up stores a completed call", async () => {
    const { a, b, id, sa, sb } = await pair();
    const c = await createMember(t);
    const sc = await connectSocket(t.app, c.cookie);
    const callId = randomUUID();
    sa.send({ type: "call_offer", matchId: id, callId, kind: "video", sdp: SDP });
    expect(await sb.next((e) => e.type === "call_incoming")).toEqual({ type: "call_incoming", matchId: id, callId, callerId: a.id, kind: "video", sdp: SDP });
    sb.send({ type: "call_answer", matchId: id, callId, sdp: SDP });
    expect(await sa.next((e) => e.type === "call_answer")).toEqual({ type: "call_answer", matchId: id, callId, sdp: SDP });
    // The callee's own tabs learn the call was taken (the ringing ones stop).
    expect(await sb.next((e) => e.type === "call_end")).toMatchObject({ callId, reason: "answered" });
    const candidate = { candidate: "candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host", sdpMid: "0", sdpMLineIndex: 0 };
    sb.send({ type: "call_ice", matchId: id, callId, candidate });
    expect(await sa.next((e) => e.type === "call_ice")).toEqual({ type: "call_ice", matchId: id, callId, candidate });
    t.clock.advance(192_000);
    sa.send({ type: "call_hangup", matchId: id, callId });
    expect(await sb.next((e) => e.type === "call_end")).toMatchObject({ callId, reason: "hangup" });
    for (const s of [sa, sb]) {
      const { message } = (await s.next(callMessage)) as { message: Record<string, unknown> };
      expect(message).toMatchObject({ senderId: a.id, kind: "call", content: "", call: { kind: "video", outcome: "completed", durationMs: 192_000 } });
    }
    const list = (await b.request("GET", `/api/matches/${id}/messages`)).json() as { kind: string; call: unknown }[];
    expect(list.at(-1)).toMatchObject({ kind: "call", call: { kind: "video", outcome: "completed", durationMs: 192_000 } });
    expect(sc.events.filter(isCall)).toEqual([]);
    await Promise.all([sa.close(), sb.close(), sc.close()]);
  });

  it("refuses call frames for a match the sender is not in: the members get nothing", async () => {
    const { b, id, sa, sb } = await pair();
    const c = await createMember(t);
    const bc = await makeMatch(t, b, c);
    const sc = await connectSocket(t.app, c.cookie);
    const stranger = await createMember(t);
    const ss = await connectSocket(t.app, stranger.cookie);
    const callId = randomUUID();
    // A stranger, and C (B's match, not A's), aim at match A–B.
    ss.send({ type: "call_offer", matchId: id, callId, kind: "voice", sdp: SDP });
    expect(await ss.next((e) => e.type === "call_end")).toMatchObject({ callId, reason: "refused" });
    sc.send({ type: "call_ice", matchId: id, callId, candidate: { candidate: "x" } });
    expect(await sc.next((e) => e.type === "call_end")).toMatchObject({ callId, reason: "refused" });
    // A legitimate call in match B–C proves the channel works; A and B got nothing of the above.
    sb.send({ type: "call_offer", matchId: bc, callId: randomUUID(), kind: "voice", sdp: SDP });
    await sc.next((e) => e.type === "call_incoming");
    expect(sa.events.filter(isCall)).toEqual([]);
    expect(sb.events.filter(isCall)).toEqual([]);
    // Malformed frames are ignored (not relayed): a bad call id, an oversized SDP.
    sa.send({ type: "call_offer", matchId: id, callId: "not-a-uuid", kind: "video", sdp: SDP });
    sa.send({ type: "call_offer", matchId: id, callId: randomUUID(), kind: "video", sdp: "x".repeat(40_000) });
    sa.send({ type: "ping" });
    await sa.next((e) => e.type === "pong");
    expect(sb.events.filter(isCall)).toEqual([]);
    await Promise.all([sa.close(), sb.close(), sc.close(), ss.close()]);
  });

  it("a declined call and a call the caller gave up on are stored as declined and missed", async () => {
    const { id, sa, sb } = await pair();
    const declined = randomUUID();
    sa.send({ type: "call_offer", matchId: id, callId: declined, kind: "voice", sdp: SDP });
    await sb.next((e) => e.type === "call_incoming");
    sb.send({ type: "call_decline", matchId: id, callId: declined });
    expect(await sa.next((e) => e.type === "call_end")).toMatchObject({ callId: declined, reason: "declined" });
    expect(await sb.next(callMessage)).toMatchObject({ message: { call: { kind: "voice", outcome: "declined", durationMs: null } } });
    const missed = randomUUID();
    sa.send({ type: "call_offer", matchId: id, callId: missed, kind: "video", sdp: SDP });
    await sb.next((e) => e.type === "call_incoming" && e.callId === missed);
    sa.send({ type: "call_hangup", matchId: id, callId: missed });
    expect(await sb.next((e) => e.type === "call_end" && e.callId === missed)).toMatchObject({ reason: "hangup" });
    expect(await sb.next(callMessage)).toMatchObject({ message: { call: { kind: "video", outcome: "missed", durationMs: null } } });
    await Promise.all([sa.close(), sb.close()]);
  });

  it("a member in a call is busy for a second caller", async () => {
    const { b, id, sa, sb } = await pair();
    const c = await createMember(t);
    const bc = await makeMatch(t, b, c);
    const sc = await connectSocket(t.app, c.cookie);
    const first = randomUUID();
    sa.send({ type: "call_offer", matchId: id, callId: first, kind: "video", sdp: SDP });
    await sb.next((e) => e.type === "call_incoming");
    const second = randomUUID();
    sc.send({ type: "call_offer", matchId: bc, callId: second, kind: "voice", sdp: SDP });
    expect(await sc.next((e) => e.type === "call_end")).toMatchObject({ callId: second, reason: "busy" });
    expect(sb.events.filter((e) => e.type === "call_incoming")).toEqual([]);
    sa.send({ type: "call_hangup", matchId: id, callId: first });
    await sb.next((e) => e.type === "call_end");
    await Promise.all([sa.close(), sb.close(), sc.close()]);
  });

  it("blocking ends the call for both, and no entry is kept", async () => {
    const { a, b, id, sa, sb } = await pair();
    const callId = randomUUID();
    sa.send({ type: "call_offer", matchId: id, callId, kind: "video", sdp: SDP });
    await sb.next((e) => e.type === "call_incoming");
    sb.send({ type: "call_answer", matchId: id, callId, sdp: SDP });
    await sa.next((e) => e.type === "call_answer");
    expect((await b.request("POST", "/api/blocks", { userId: a.id })).statusCode).toBe(201);
    for (const s of [sa, sb]) expect(await s.next((e) => e.type === "call_end" && e.reason === "unmatched")).toMatchObject({ callId, matchId: id });
    // After the block neither can signal in that match any more.
    sa.send({ type: "call_ice", matchId: id, callId, candidate: { candidate: "x" } });
    expect(await sa.next((e) => e.type === "call_end" && e.reason === "refused")).toMatchObject({ callId });
    expect(sb.events.filter(callMessage)).toEqual([]);
    await Promise.all([sa.close(), sb.close()]);
  });

  it("an unanswered call rings out: both get missed, and a missed entry is stored", async () => {
    // The relay's own ring timeout, shortened; the socket path is covered above.
    const relay = new CallRelay(t.app.deps, 50);
    const { a, b, id, sa, sb } = await pair();
    const callId = randomUUID();
    const [caller] = await t.app.deps.db.select().from(users).where(eq(users.id, a.id));
    relay.handle(caller, { type: "call_offer", matchId: id, callId, kind: "voice", sdp: SDP });
    await sb.next((e) => e.type === "call_incoming" && e.callId === callId);
    for (const s of [sa, sb]) expect(await s.next((e) => e.type === "call_end" && e.callId === callId)).toMatchObject({ reason: "missed" });
    expect(await sb.next(callMessage)).toMatchObject({ message: { senderId: a.id, call: { kind: "voice", outcome: "missed" } } });
    expect(b.id).toBeGreaterThan(0);
    await Promise.all([sa.close(), sb.close()]);
  });

  it("GET /api/calls/config gives the ICE servers to members only; ICE_SERVERS is checked", async () => {
    const a = await createMember(t);
    expect((await a.request("GET", "/api/calls/config")).json()).toEqual({ iceServers: t.app.deps.config.iceServers });
    expect((await t.app.inject({ method: "GET", url: "/api/calls/config" })).statusCode).toBe(401);
    const env = { DATA_DIR: t.app.deps.config.dataDir };
    expect(loadConfig(env).iceServers).toEqual([]);
    const servers = [{ urls: "stun:stun.example.org:3478" }, { urls: ["turn:turn.example.org"], username: "u", credential: "p" }];
    expect(loadConfig({ ...env, ICE_SERVERS: JSON.stringify(servers) }).iceServers).toEqual(servers);
    expect(() => loadConfig({ ...env, ICE_SERVERS: "stun:nope" })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ ...env, ICE_SERVERS: '[{"url":"x"}]' })).toThrow(/ICE_SERVERS/);
  });
});
