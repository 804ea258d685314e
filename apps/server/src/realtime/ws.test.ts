import { WS_CLOSE } from "@ulfa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createMember, createTestApp, TEST_ORIGIN, testDbKind, type TestApp } from "../../test/harness";
import { closedWith, connectSocket, listening, makeMatch } from "../../test/matches";

describe(`realtime socket /ws (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses anonymous sockets and bad cookies (close 4401)", async () => {
    const base = await listening(t.app);
    for (const headers of [{}, { cookie: "ulfa_session=forged.value" }]) {
      const ws = new WebSocket(`${base}/ws`, { headers });
      expect(await closedWith(ws)).toBe(WS_CLOSE.NOT_AUTHENTICATED);
    }
  });

  it("refuses sockets opened by another origin's page (close 4403), accepts our own", async () => {
    const a = await createMember(t);
    const base = await listening(t.app);
    const evil = new WebSocket(`${base}/ws`, { headers: { cookie: a.cookie, origin: "https://evil.example" } });
    expect(await closedWith(evil)).toBe(WS_CLOSE.CROSS_ORIGIN);
    const ours = new WebSocket(`${base}/ws`, { headers: { cookie: a.cookie, origin: TEST_ORIGIN } });
    await new Promise((resolve) => ours.once("open", resolve));
    ours.send(JSON.stringify({ type: "ping" }));
    await new Promise((resolve) => ours.once("message", resolve));
    ours.close();
  });

  it("answers hello and ping", async () => {
    const a = await createMember(t);
    const s = await connectSocket(t.app, a.cookie);
    s.send({ type: "hello" });
    expect(await s.next((e) => e.type === "hello")).toEqual({ type: "hello", userId: a.id });
    s.send({ type: "ping" });
    expect(await s.next((e) => e.type === "pong")).toEqual({ type: "pong" });
    s.ws.send("not json");
    s.send({ type: "ping" });
    expect(await s.next((e) => e.type === "pong")).toEqual({ type: "pong" });
    await s.close();
  });

  it("pushes a sent message to both members' sockets", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const sa = await connectSocket(t.app, a.cookie);
    const sb = await connectSocket(t.app, b.cookie);
    const sb2 = await connectSocket(t.app, b.cookie); // a second tab
    const res = await a.request("POST", `/api/matches/${id}/messages`, { content: "over the wire" });
    const stored = res.json();
    for (const s of [sb, sb2, sa]) {
      const event = await s.next((e) => e.type === "message");
      expect(event).toEqual({ type: "message", matchId: id, message: stored });
    }
    await Promise.all([sa.close(), sb.close(), sb2.close()]);
  });

  it("relays typing to the other member only, and only within one's own match", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const c = await createMember(t);
    const ab = await makeMatch(t, a, b);
    const bc = await makeMatch(t, b, c);
    const sa = await connectSocket(t.app, a.cookie);
    const sb = await connectSocket(t.app, b.cookie);
    const sc = await connectSocket(t.app, c.cookie);
    sa.send({ type: "typing", matchId: ab });
    expect(await sb.next((e) => e.type === "typing")).toEqual({ type: "typing", matchId: ab, userId: a.id });
    // A is not in match bc: nothing reaches C; then a legitimate typing from B proves the channel works.
    sa.send({ type: "typing", matchId: bc });
    sb.send({ type: "typing", matchId: bc });
    expect(await sc.next((e) => e.type === "typing")).toEqual({ type: "typing", matchId: bc, userId: b.id });
    expect(sc.events.filter((e) => e.type === "typing")).toEqual([]);
    expect(sa.events.filter((e) => e.type === "typing")).toEqual([]);
    await Promise.all([sa.close(), sb.close(), sc.close()]);
  });

  it("announces presence to matches on first and last socket, and shows it in the matches list", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const stranger = await createMember(t);
    await makeMatch(t, a, b);
    const sb = await connectSocket(t.app, b.cookie);
    const ss = await connectSocket(t.app, stranger.cookie);
    const sa1 = await connectSocket(t.app, a.cookie);
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: true });
    expect((await b.request("GET", "/api/matches")).json()[0].otherUser.isOnline).toBe(true);
    const sa2 = await connectSocket(t.app, a.cookie);
    await sa1.close();
    // Still online through the second tab: the next presence event is the final "offline".
    await sa2.close();
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: false });
    expect(sb.events.filter((e) => e.type === "presence")).toEqual([]);
    expect((await b.request("GET", "/api/matches")).json()[0].otherUser.isOnline).toBe(false);
    expect(ss.events.filter((e) => e.type === "presence")).toEqual([]);
    await Promise.all([sb.close(), ss.close()]);
  });

  it("hides presence of members who turned showOnlineStatus off", async () => {
    const a = await createMember(t, { privacy: { showOnlineStatus: false } });
    const b = await createMember(t);
    await makeMatch(t, a, b);
    const sa = await connectSocket(t.app, a.cookie);
    expect((await b.request("GET", "/api/matches")).json()[0].otherUser.isOnline).toBe(false);
    await sa.close();
  });

  it("turning showOnlineStatus off while online tells matches 'offline', turning it on again 'online'", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const stranger = await createMember(t);
    await makeMatch(t, a, b);
    const sb = await connectSocket(t.app, b.cookie);
    const ss = await connectSocket(t.app, stranger.cookie);
    const sa = await connectSocket(t.app, a.cookie);
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: true });

    expect((await a.request("PATCH", "/api/user", { privacy: { showOnlineStatus: false } })).statusCode).toBe(200);
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: false });
    expect((await b.request("GET", "/api/matches")).json()[0].otherUser.isOnline).toBe(false);

    // Other privacy edits and a repeated "off" announce nothing: the next event is the "on".
    await a.request("PATCH", "/api/user", { privacy: { showOnlineStatus: false, showAge: false } });
    await a.request("PATCH", "/api/user", { bio: "still here" });
    await a.request("PATCH", "/api/user", { privacy: { showOnlineStatus: true } });
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: true });
    expect(sb.events.filter((e) => e.type === "presence")).toEqual([]);
    expect((await b.request("GET", "/api/matches")).json()[0].otherUser.isOnline).toBe(true);

    await sa.close();
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: false });
    expect(ss.events.filter((e) => e.type === "presence")).toEqual([]);
    await Promise.all([sb.close(), ss.close()]);
  });

  it("a member who connected hidden and then shows their status is announced on and, at the last socket, off", async () => {
    const a = await createMember(t, { privacy: { showOnlineStatus: false } });
    const b = await createMember(t);
    await makeMatch(t, a, b);
    const sb = await connectSocket(t.app, b.cookie);
    const sa = await connectSocket(t.app, a.cookie);
    sa.send({ type: "hello" });
    await sa.next((e) => e.type === "hello"); // the socket is registered
    await a.request("PATCH", "/api/user", { privacy: { showOnlineStatus: true } });
    // The first presence event B ever gets is this "online": connecting hidden announced nothing.
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: true });
    // The socket was opened while hidden; closing it still announces, from the current switch.
    await sa.close();
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: false });
    await sb.close();
  });

  it("switching showOnlineStatus while offline announces nothing", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await makeMatch(t, a, b);
    const sb = await connectSocket(t.app, b.cookie);
    await a.request("PATCH", "/api/user", { privacy: { showOnlineStatus: false } });
    await a.request("PATCH", "/api/user", { privacy: { showOnlineStatus: true } });
    const sa = await connectSocket(t.app, a.cookie);
    // Had the offline switches announced anything, B would have an earlier presence event.
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: true });
    expect(sb.events.filter((e) => e.type === "presence")).toEqual([]);
    await sa.close();
    await sb.close();
  });

  it("pushes unmatched to both members", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const sa = await connectSocket(t.app, a.cookie);
    const sb = await connectSocket(t.app, b.cookie);
    await a.request("DELETE", `/api/matches/${id}`);
    expect(await sa.next((e) => e.type === "unmatched")).toEqual({ type: "unmatched", matchId: id });
    expect(await sb.next((e) => e.type === "unmatched")).toEqual({ type: "unmatched", matchId: id });
    await Promise.all([sa.close(), sb.close()]);
  });

  it("pushes unread counts on opening a match", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    await b.request("POST", `/api/matches/${id}/messages`, { content: "one" });
    const sa = await connectSocket(t.app, a.cookie);
    await a.request("POST", `/api/matches/${id}/seen`);
    expect(await sa.next((e) => e.type === "unread")).toEqual({ type: "unread", matches: 0, messages: 1 });
    await a.request("GET", `/api/matches/${id}/messages`);
    expect(await sa.next((e) => e.type === "unread")).toEqual({ type: "unread", matches: 0, messages: 0 });
    await sa.close();
  });

  it("pushes read receipts to the sender when the reader opens the chat", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const sa = await connectSocket(t.app, a.cookie);
    await a.request("POST", `/api/matches/${id}/messages`, { content: "read me" });
    await b.request("GET", `/api/matches/${id}/messages`);
    expect(await sa.next((e) => e.type === "read")).toMatchObject({ type: "read", matchId: id, readerId: b.id });
    await sa.close();
  });
});
