import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { WS_CLOSE, WS_MAX_SOCKETS_PER_MEMBER, WS_MEMBER_FRAME_BURST, WS_SEND_HARD_LIMIT_BYTES, WS_SEND_SOFT_LIMIT_BYTES, WS_SOCKET_FRAME_BURST } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { closedWith, connectSocket, listening, makeMatch } from "../../test/matches";
import { createMemoryPubSub } from "../platform/pubsub";
import { RealtimeHub, type HubSocket } from "../platform/realtime";

describe(`realtime limits (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a typing flood is dropped, then closed with 4429, relays one typing event, and others are served meanwhile", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const other = await createMember(t);
    const id = await makeMatch(t, a, b);
    const sb = await connectSocket(t.app, b.cookie);
    const sa = await connectSocket(t.app, a.cookie);
    const closed = closedWith(sa.ws);
    const frame = JSON.stringify({ type: "typing", matchId: id });
    for (let i = 0; i < 20_000; i++) sa.ws.send(frame);
    // Another member's call is answered while the flood is being read.
    expect((await other.request("GET", "/api/user")).statusCode).toBe(200);
    expect(await closed).toBe(WS_CLOSE.TOO_MANY_FRAMES);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    // The clock stood still: one typing event per match and interval went out, however many arrived.
    await sb.next((e) => e.type === "typing");
    sb.send({ type: "ping" });
    await sb.next((e) => e.type === "pong");
    expect(sb.events.filter((e) => e.type === "typing")).toEqual([]);
    await sb.close();
  });

  it("limits a member's sockets together, not only each socket", async () => {
    const a = await createMember(t);
    const sockets = [await connectSocket(t.app, a.cookie), await connectSocket(t.app, a.cookie), await connectSocket(t.app, a.cookie)];
    let pongs = 0;
    for (const s of sockets) s.ws.on("message", (raw) => void (JSON.parse(String(raw)).type === "pong" && pongs++));
    // Each socket sends no more than its own burst; together they exceed the member's.
    expect(sockets.length * WS_SOCKET_FRAME_BURST).toBeGreaterThan(WS_MEMBER_FRAME_BURST);
    for (const s of sockets) for (let i = 0; i < WS_SOCKET_FRAME_BURST; i++) s.send({ type: "ping" });
    await expect.poll(() => pongs).toBe(WS_MEMBER_FRAME_BURST);
    // A second later the member may send again; this pong also comes after every frame before it was read.
    t.clock.advance(1000);
    sockets[2].send({ type: "ping" });
    await expect.poll(() => pongs).toBe(WS_MEMBER_FRAME_BURST + 1);
    await Promise.all(sockets.map((s) => s.close()));
  });

  it(`refuses a member's socket beyond ${WS_MAX_SOCKETS_PER_MEMBER} with 4409 and keeps the open ones`, async () => {
    const a = await createMember(t);
    const open = [];
    for (let i = 0; i < WS_MAX_SOCKETS_PER_MEMBER; i++) open.push(await connectSocket(t.app, a.cookie));
    const extra = new WebSocket(`${await listening(t.app)}/ws`, { headers: { cookie: a.cookie } });
    expect(await closedWith(extra)).toBe(WS_CLOSE.TOO_MANY_SOCKETS);
    open[0].send({ type: "ping" });
    await open[0].next((e) => e.type === "pong");
    await open[0].close();
    open[0] = await connectSocket(t.app, a.cookie); // a slot freed up
    await Promise.all(open.map((s) => s.close()));
  });

  it("answers a reconnect loop with 429 before the upgrade", async () => {
    const a = await createMember(t);
    const base = await listening(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const ws = new WebSocket(`${base}/ws`, { headers: { cookie: a.cookie } });
      statuses.push(
        await new Promise<number>((resolve) => {
          ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
          ws.once("open", () => {
            ws.close();
            resolve(101);
          });
        }),
      );
    }
    expect(statuses.slice(0, 60).every((s) => s === 101)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe("realtime back-pressure", () => {
  function fakeSocket(bufferedAmount: number): HubSocket & { sent: string[]; closedWith?: number } {
    const socket: HubSocket & { sent: string[]; closedWith?: number } = {
      sessionId: "s",
      bufferedAmount,
      sent: [],
      send: (data) => void socket.sent.push(data),
      close: (code) => void (socket.closedWith = code),
    };
    return socket;
  }

  it("skips typing and presence for a client that does not read, and closes one over the hard limit", async () => {
    const hub = new RealtimeHub(createMemoryPubSub());
    const fine = fakeSocket(0);
    const slow = fakeSocket(WS_SEND_SOFT_LIMIT_BYTES + 1);
    const stuck = fakeSocket(WS_SEND_HARD_LIMIT_BYTES + 1);
    for (const s of [fine, slow, stuck]) await hub.attach(1, s);
    await hub.sendToUser(1, { type: "typing", matchId: 1, userId: 2 });
    await hub.sendToUser(1, { type: "presence", userId: 2, online: true });
    const message = { id: 1, matchId: 1, senderId: 2, kind: "text" as const, content: "hi", media: null, replyTo: null, reactions: [], createdAt: new Date(0).toISOString(), readAt: null, flagged: false, hidden: false, removedAt: null, call: null };
    await hub.sendToUser(1, { type: "message", matchId: 1, message });
    expect(fine.sent.map((d) => JSON.parse(d).type)).toEqual(["typing", "presence", "message"]);
    expect(slow.sent.map((d) => JSON.parse(d).type)).toEqual(["message"]);
    expect(stuck.sent).toEqual([]);
    expect(stuck.closedWith).toBe(WS_CLOSE.TOO_SLOW);
  });
});
