import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { makeMatch } from "../../test/matches";

describe(`matches API (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("401s anonymous calls", async () => {
    expect((await anonymous(t, "GET", "/api/matches")).statusCode).toBe(401);
    expect((await anonymous(t, "DELETE", "/api/matches/1")).statusCode).toBe(401);
    expect((await anonymous(t, "POST", "/api/matches/1/seen")).statusCode).toBe(401);
  });

  it("lists matches newest activity first with the other member's public profile", async () => {
    const me = await createMember(t, { name: "Me" });
    const older = await createMember(t, { name: "Older", bio: "hi", interests: ["Travel"], latitude: 51.5, longitude: -0.12 });
    const newer = await createMember(t, { name: "Newer" });
    const olderMatch = await makeMatch(t, me, older);
    t.clock.advance(60_000);
    const newerMatch = await makeMatch(t, me, newer);

    let list = (await me.request("GET", "/api/matches")).json();
    expect(list.map((m: { id: number }) => m.id)).toEqual([newerMatch, olderMatch]);
    const row = list[1];
    expect(row.otherUser).toMatchObject({ id: older.id, name: "Older", bio: "hi", interests: ["Travel"], isOnline: false, age: 30 });
    expect(row.otherUser).not.toHaveProperty("email");
    expect(row.otherUser).not.toHaveProperty("latitude");
    expect(row).toMatchObject({ lastMessage: null, unreadCount: 0, isNew: true });

    // A message in the older match moves it to the top and counts as unread for me.
    t.clock.advance(60_000);
    await older.request("POST", `/api/matches/${olderMatch}/messages`, { content: "Hello there" });
    list = (await me.request("GET", "/api/matches")).json();
    expect(list[0]).toMatchObject({ id: olderMatch, lastMessage: { content: "Hello there", senderId: older.id }, unreadCount: 1 });
  });

  it("honours the other member's privacy switches (age hidden)", async () => {
    const me = await createMember(t);
    const shy = await createMember(t, { privacy: { showAge: false } });
    await makeMatch(t, me, shy);
    const [row] = (await me.request("GET", "/api/matches")).json();
    expect(row.otherUser.age).toBeNull();
  });

  it("hides matches with deactivated, suspended or blocked members", async () => {
    const me = await createMember(t);
    const gone = await createMember(t, { deactivatedAt: t.clock.now() });
    const banned = await createMember(t, { suspendedAt: t.clock.now() });
    const blocker = await createMember(t);
    const fine = await createMember(t);
    await makeMatch(t, me, gone);
    await makeMatch(t, me, banned);
    const blockedMatch = await makeMatch(t, me, blocker);
    await makeMatch(t, me, fine);
    expect((await blocker.request("POST", "/api/blocks", { userId: me.id })).statusCode).toBe(201);
    const list = (await me.request("GET", "/api/matches")).json();
    expect(list.map((m: { otherUser: { id: number } }) => m.otherUser.id)).toEqual([fine.id]);
    expect((await me.request("GET", `/api/matches/${blockedMatch}/messages`)).statusCode).toBe(404);
  });

  it("unmatches for both members and removes the messages", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    await a.request("POST", `/api/matches/${id}/messages`, { content: "hi" });
    const res = await b.request("DELETE", `/api/matches/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Unmatched" });
    expect((await a.request("GET", "/api/matches")).json()).toEqual([]);
    expect((await a.request("GET", `/api/matches/${id}/messages`)).statusCode).toBe(404);
    expect((await a.request("DELETE", `/api/matches/${id}`)).statusCode).toBe(404);
  });

  it("does not let a non-member unmatch or mark a match seen; rejects bad ids", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const stranger = await createMember(t);
    const id = await makeMatch(t, a, b);
    expect((await stranger.request("DELETE", `/api/matches/${id}`)).statusCode).toBe(404);
    expect((await stranger.request("POST", `/api/matches/${id}/seen`)).statusCode).toBe(404);
    expect((await a.request("DELETE", "/api/matches/abc")).statusCode).toBe(400);
    expect((await a.request("DELETE", "/api/matches/0")).statusCode).toBe(400);
    expect((await a.request("GET", "/api/matches")).json()).toHaveLength(1);
  });

  it("marks a match seen (clears isNew for that member only)", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    expect((await a.request("POST", `/api/matches/${id}/seen`)).statusCode).toBe(200);
    expect((await a.request("GET", "/api/matches")).json()[0].isNew).toBe(false);
    expect((await b.request("GET", "/api/matches")).json()[0].isNew).toBe(true);
  });
});
