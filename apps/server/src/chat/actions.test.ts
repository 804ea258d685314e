import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPLY_EXCERPT_LENGTH, UNSEND_WINDOW_MS, type ChatMessage } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp } from "../../test/harness";
import { jpegWithGps, multipartBody } from "../../test/chat-media";
import { connectSocket, makeMatch } from "../../test/matches";

describe(`chat unsend, reactions and replies (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pair = async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    return { a, b, matchId: await makeMatch(t, a, b) };
  };

  it("unsends within 15 minutes for both members, deletes the file, keeps 'removed' in place", async () => {
    const { a, b, matchId } = await pair();
    const { body, headers } = multipartBody({}, { field: "photo", filename: "p.jpg", mime: "image/jpeg", bytes: await jpegWithGps(50, 40) });
    const sent: ChatMessage = (await a.request("POST", `/api/matches/${matchId}/messages/photo`, body, headers)).json();
    const row = await t.app.deps.db.query.messages.findFirst({ where: (m, { eq }) => eq(m.id, sent.id) });
    const file = path.join(t.dataDir, "chat", row!.mediaName!);
    expect(existsSync(file)).toBe(true);
    await b.request("PUT", `/api/matches/${matchId}/messages/${sent.id}/reaction`, { emoji: "❤️" });

    expect((await b.request("DELETE", `/api/matches/${matchId}/messages/${sent.id}`)).statusCode).toBe(403);
    const socket = await connectSocket(t.app, b.cookie);
    t.clock.advance(UNSEND_WINDOW_MS - 1000);
    const res = await a.request("DELETE", `/api/matches/${matchId}/messages/${sent.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sent.id, content: "", media: null, reactions: [] });
    expect(res.json().removedAt).toBeTruthy();
    const live = await socket.next((e) => e.type === "message_updated");
    expect((live.message as ChatMessage).removedAt).toBeTruthy();
    await socket.close();
    await t.app.deps.jobs.runDue(); // file deletions are queued jobs (media/deletions.ts)
    expect(existsSync(file)).toBe(false);
    expect((await b.request("GET", sent.media!.url)).statusCode).toBe(404);
    const list = (await b.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: sent.id, kind: "photo", media: null });
    expect(list[0].removedAt).toBeTruthy();
    const again = await a.request("DELETE", `/api/matches/${matchId}/messages/${sent.id}`);
    expect([again.statusCode, again.json().code]).toEqual([400, "MESSAGE_REMOVED"]);

    const text: ChatMessage = (await a.request("POST", `/api/matches/${matchId}/messages`, { content: "oops" })).json();
    t.clock.advance(UNSEND_WINDOW_MS + 1000);
    const late = await a.request("DELETE", `/api/matches/${matchId}/messages/${text.id}`);
    expect([late.statusCode, late.json().code]).toEqual([403, "UNSEND_WINDOW_PASSED"]);
    const stranger = await createMember(t);
    expect((await stranger.request("DELETE", `/api/matches/${matchId}/messages/${text.id}`)).statusCode).toBe(404);
    expect((await anonymous(t, "DELETE", `/api/matches/${matchId}/messages/${text.id}`)).statusCode).toBe(401);
  });

  it("one reaction per member per message, from the fixed set, live to both", async () => {
    const { a, b, matchId } = await pair();
    const sent: ChatMessage = (await a.request("POST", `/api/matches/${matchId}/messages`, { content: "hi" })).json();
    const url = `/api/matches/${matchId}/messages/${sent.id}/reaction`;
    const socket = await connectSocket(t.app, a.cookie);
    expect((await b.request("PUT", url, { emoji: "❤️" })).json().reactions).toEqual([{ userId: b.id, emoji: "❤️" }]);
    const live = await socket.next((e) => e.type === "message_updated");
    expect((live.message as ChatMessage).reactions).toEqual([{ userId: b.id, emoji: "❤️" }]);
    await socket.close();
    expect((await b.request("PUT", url, { emoji: "😂" })).json().reactions).toEqual([{ userId: b.id, emoji: "😂" }]);
    const both = (await a.request("PUT", url, { emoji: "👍" })).json().reactions;
    expect(both).toHaveLength(2);
    expect((await b.request("DELETE", url)).json().reactions).toEqual([{ userId: a.id, emoji: "👍" }]);
    for (const body of [{ emoji: "💩" }, { emoji: "" }, {}, { emoji: "❤️", extra: 1 }]) {
      expect((await b.request("PUT", url, body)).statusCode).toBe(400);
    }
    const stranger = await createMember(t);
    expect((await stranger.request("PUT", url, { emoji: "❤️" })).statusCode).toBe(404);
    expect((await b.request("PUT", `/api/matches/${matchId}/messages/99999999/reaction`, { emoji: "❤️" })).statusCode).toBe(404);
    const list = (await a.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[];
    expect(list[0].reactions).toEqual([{ userId: a.id, emoji: "👍" }]);
  });

  it("replies quote the message they answer; only live messages of the same conversation", async () => {
    const { a, b, matchId } = await pair();
    const other = await pair();
    const long = "x".repeat(REPLY_EXCERPT_LENGTH + 50);
    const original: ChatMessage = (await a.request("POST", `/api/matches/${matchId}/messages`, { content: long })).json();
    const reply = await b.request("POST", `/api/matches/${matchId}/messages`, { content: "answer", replyToId: original.id });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().replyTo).toEqual({ id: original.id, senderId: a.id, kind: "text", excerpt: long.slice(0, REPLY_EXCERPT_LENGTH), removed: false });
    const list = (await a.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[];
    expect(list[1].replyTo?.id).toBe(original.id);

    const foreign: ChatMessage = (await other.a.request("POST", `/api/matches/${other.matchId}/messages`, { content: "elsewhere" })).json();
    expect((await b.request("POST", `/api/matches/${matchId}/messages`, { content: "x", replyToId: foreign.id })).statusCode).toBe(400);
    expect((await b.request("POST", `/api/matches/${matchId}/messages`, { content: "x", replyToId: 99999999 })).statusCode).toBe(400);
    expect((await b.request("POST", `/api/matches/${matchId}/messages`, { content: "x", replyToId: "abc" })).statusCode).toBe(400);

    await a.request("DELETE", `/api/matches/${matchId}/messages/${original.id}`);
    const toRemoved = await b.request("POST", `/api/matches/${matchId}/messages`, { content: "x", replyToId: original.id });
    expect([toRemoved.statusCode, toRemoved.json().code]).toEqual([400, "MESSAGE_REMOVED"]);
    // The earlier reply now quotes "message removed", without the text.
    const after = (await b.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[];
    expect(after[1].replyTo).toMatchObject({ id: original.id, excerpt: "", removed: true });
    const stranger = await createMember(t);
    expect((await stranger.request("POST", `/api/matches/${matchId}/messages`, { content: "x", replyToId: original.id })).statusCode).toBe(404);
  });
});
