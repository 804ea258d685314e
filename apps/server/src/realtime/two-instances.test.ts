import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESENCE_TTL_MS, WS_CLOSE } from "@ulfa/contracts";
import { createMember, createTestApp, openTestDatabase, testDbKind, type TestApp } from "../../test/harness";
import { redisPresence } from "../platform/presence";
import { ManualClock } from "../platform/clock";
import type { Database } from "../platform/db";
import { closedWith, connectSocket, makeMatch } from "../../test/matches";

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)(`two instances behind one Redis (${testDbKind}) [skipped without REDIS_URL]`, () => {
  let database: Database;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Both instances share ONE database and ONE Redis, as behind a load balancer.
    const env = { REDIS_URL: REDIS_URL!, REDIS_PREFIX: `ulfa-test:${process.pid}:${Date.now()}:` };
    one = await createTestApp({ database, env });
    two = await createTestApp({ database, env });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it("delivers a message posted on instance 1 to a socket held by instance 2", async () => {
    const a = await createMember(one);
    const b = await createMember(one);
    const id = await makeMatch(one, a, b);
    const sb = await connectSocket(two.app, b.cookie);
    sb.send({ type: "ping" });
    await sb.next((e) => e.type === "pong"); // subscribed on instance 2 by now
    const res = await a.request("POST", `/api/matches/${id}/messages`, { content: "across instances" });
    expect(res.statusCode).toBe(201);
    expect(await sb.next((e) => e.type === "message")).toEqual({ type: "message", matchId: id, message: res.json() });
    await sb.close();
  });

  it("closes a socket on instance 2 when its session ends on instance 1, and the cookie stops working there at once", async () => {
    const a = await createMember(one);
    const sa = await connectSocket(two.app, a.cookie);
    expect((await two.app.inject({ method: "GET", url: "/api/user", headers: { cookie: a.cookie } })).statusCode).toBe(200); // cached on 2
    const closed = closedWith(sa.ws);
    expect((await a.request("POST", "/api/auth/logout")).statusCode).toBe(200); // a.request goes to instance 1
    expect(await closed).toBe(WS_CLOSE.NOT_AUTHENTICATED);
    expect((await two.app.inject({ method: "GET", url: "/api/user", headers: { cookie: a.cookie } })).statusCode).toBe(401);
  });

  it("sees presence across instances (event and isOnline)", async () => {
    const a = await createMember(one);
    const b = await createMember(one);
    await makeMatch(one, a, b);
    const sb = await connectSocket(one.app, b.cookie);
    sb.send({ type: "ping" });
    await sb.next((e) => e.type === "pong");
    const sa = await connectSocket(two.app, a.cookie);
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: true });
    expect(await one.app.deps.presence.isOnline(a.id)).toBe(true);
    expect((await b.request("GET", "/api/matches")).json()[0].otherUser.isOnline).toBe(true);
    await sa.close();
    expect(await sb.next((e) => e.type === "presence")).toEqual({ type: "presence", userId: a.id, online: false });
    expect(await one.app.deps.presence.isOnline(a.id)).toBe(false);
    await sb.close();
  });
});

describe.skipIf(!REDIS_URL)("Redis presence store [skipped without REDIS_URL]", () => {
  it("counts sockets across instances and heals when an instance dies without closing", async () => {
    const { Redis } = await import("ioredis");
    const clock = new ManualClock("2030-01-01T00:00:00Z");
    const prefix = `ulfa:test-presence:${process.pid}:${Date.now()}:`;
    const rx = new Redis(REDIS_URL!);
    const ry = new Redis(REDIS_URL!);
    const x = redisPresence(rx, clock, prefix);
    const y = redisPresence(ry, clock, prefix);
    expect(await x.socketOpened(7, "x-1")).toBe(true);
    expect(await y.socketOpened(7, "y-1")).toBe(false);
    expect(await y.isOnline(7)).toBe(true);
    expect([...(await y.onlineAmong([7, 8]))]).toEqual([7]);
    expect(await x.socketClosed(7, "x-1")).toBe(false);
    expect(await x.socketClosed(7, "x-1")).toBe(false); // closing twice changes nothing
    // Instance y "crashes": its socket is never closed. Heartbeats stop, the entry expires.
    clock.advance(PRESENCE_TTL_MS - 1000);
    expect(await x.isOnline(7)).toBe(true);
    clock.advance(2000);
    expect(await x.isOnline(7)).toBe(false);
    expect(await x.socketOpened(7, "x-2")).toBe(true); // first live socket again
    clock.advance(PRESENCE_TTL_MS - 1000);
    await x.socketAlive(7, "x-2"); // a heartbeat keeps it
    clock.advance(2000);
    expect(await x.isOnline(7)).toBe(true);
    expect(await x.socketClosed(7, "x-2")).toBe(true);
    await Promise.all([rx.quit(), ry.quit()]);
  });
});
