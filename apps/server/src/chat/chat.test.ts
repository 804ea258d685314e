import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { makeMatch } from "../../test/matches";

describe(`chat API (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends a trimmed message, stores it and lists it oldest first", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const sent = await a.request("POST", `/api/matches/${id}/messages`, { content: "  Hello B  " });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ matchId: id, senderId: a.id, content: "Hello B", readAt: null });
    t.clock.advance(1000);
    await b.request("POST", `/api/matches/${id}/messages`, { content: "Hi A" });
    const list = (await a.request("GET", `/api/matches/${id}/messages`)).json();
    expect(list.map((m: { content: string }) => m.content)).toEqual(["Hello B", "Hi A"]);
    expect(list[0].createdAt < list[1].createdAt).toBe(true);
  });

  it("rejects empty, whitespace-only, too long and missing content", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    for (const body of [{ content: "" }, { content: "   \n " }, { content: "x".repeat(MESSAGE_MAX_LENGTH + 1) }, {}, { content: 5 }]) {
      const res = await a.request("POST", `/api/matches/${id}/messages`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await a.request("POST", `/api/matches/${id}/messages`, { content: "x".repeat(MESSAGE_MAX_LENGTH) })).statusCode).toBe(201);
    expect((await a.request("GET", `/api/matches/${id}/messages`)).json()).toHaveLength(1);
  });

  it("404s bad or foreign match ids; 401s anonymous", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const stranger = await createMember(t);
    const id = await makeMatch(t, a, b);
    await a.request("POST", `/api/matches/${id}/messages`, { content: "private" });
    expect((await stranger.request("GET", `/api/matches/${id}/messages`)).statusCode).toBe(404);
    expect((await stranger.request("POST", `/api/matches/${id}/messages`, { content: "let me in" })).statusCode).toBe(404);
    expect((await a.request("GET", "/api/matches/abc/messages")).statusCode).toBe(400);
    expect((await a.request("GET", "/api/matches/99999999/messages")).statusCode).toBe(404);
    expect((await a.request("POST", "/api/matches/-1/messages", { content: "x" })).statusCode).toBe(400);
    expect((await anonymous(t, "GET", `/api/matches/${id}/messages`)).statusCode).toBe(401);
    expect((await anonymous(t, "POST", `/api/matches/${id}/messages`, { content: "x" })).statusCode).toBe(401);
    expect((await a.request("GET", `/api/matches/${id}/messages`)).json()).toHaveLength(1);
  });

  it("can't message a member who deactivated", async () => {
    const a = await createMember(t);
    const b = await createMember(t, { deactivatedAt: t.clock.now() });
    const id = await makeMatch(t, a, b);
    expect((await a.request("POST", `/api/matches/${id}/messages`, { content: "hi" })).statusCode).toBe(403);
  });

  it("matches may message even when allowMessages is off (it is about strangers)", async () => {
    const a = await createMember(t);
    const b = await createMember(t, { privacy: { allowMessages: false } });
    const id = await makeMatch(t, a, b);
    expect((await a.request("POST", `/api/matches/${id}/messages`, { content: "hi" })).statusCode).toBe(201);
  });

  it("opening the chat marks the other's messages read; receipts reach the sender only if allowed", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    await a.request("POST", `/api/matches/${id}/messages`, { content: "one" });
    t.clock.advance(5000);
    const bView = (await b.request("GET", `/api/matches/${id}/messages`)).json();
    expect(bView[0].readAt).toBe(t.clock.now().toISOString());
    const aView = (await a.request("GET", `/api/matches/${id}/messages`)).json();
    expect(aView[0].readAt).toBe(t.clock.now().toISOString());

    const quiet = await createMember(t, { privacy: { readReceipts: false } });
    const id2 = await makeMatch(t, a, quiet);
    await a.request("POST", `/api/matches/${id2}/messages`, { content: "two" });
    expect((await quiet.request("GET", `/api/matches/${id2}/messages`)).json()[0].readAt).not.toBeNull();
    expect((await a.request("GET", `/api/matches/${id2}/messages`)).json()[0].readAt).toBeNull();
    // Reading my own messages does not mark them read.
    await a.request("POST", `/api/matches/${id2}/messages`, { content: "three" });
    await a.request("GET", `/api/matches/${id2}/messages`);
    expect((await quiet.request("GET", "/api/notifications/unread")).json().messages).toBe(1);
  });

  it("pages with before and limit", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const id = await makeMatch(t, a, b);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await a.request("POST", `/api/matches/${id}/messages`, { content: `m${i}` })).json().id);
    const last2 = (await a.request("GET", `/api/matches/${id}/messages?limit=2`)).json();
    expect(last2.map((m: { content: string }) => m.content)).toEqual(["m4", "m5"]);
    const before = (await a.request("GET", `/api/matches/${id}/messages?before=${ids[3]}&limit=2`)).json();
    expect(before.map((m: { content: string }) => m.content)).toEqual(["m2", "m3"]);
    expect((await a.request("GET", `/api/matches/${id}/messages?limit=0`)).statusCode).toBe(400);
    expect((await a.request("GET", `/api/matches/${id}/messages?before=x`)).statusCode).toBe(400);
  });
});
