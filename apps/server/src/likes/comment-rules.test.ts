import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse, ChatMessage, ReceivedLike } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";

const ADMIN = "comment-rules-admin@example.test";

/**
 * A like's comment follows the member's own rules wherever it shows: "women write first" holds a
 * man's comment until she writes, and hidden words fold a comment in likes you as in chat.
 */
describe(`a like's comment under women write first and hidden words (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
  });
  afterAll(() => t.close());

  const rule = async (firstMessage: "women" | "anyone") => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    expect((await admin.request("PATCH", "/api/admin/site", { version, rules: { firstMessage } })).statusCode).toBe(200);
  };
  const man = () => createMember(t, { gender: "male", interestedIn: "female" });
  const woman = () => createMember(t, { gender: "female", interestedIn: "male" });
  const like = (from: TestMember, to: TestMember, comment?: string) => from.request("POST", "/api/likes", { toUserId: to.id, isLike: true, ...(comment ? { comment } : {}) });
  const messagesOf = async (who: TestMember, matchId: number) => (await who.request("GET", `/api/matches/${matchId}/messages`)).json() as ChatMessage[];

  it("women write first: his comment waits, he still cannot write, and it arrives right after her first message", async () => {
    await rule("women");
    const him = await man();
    const her = await woman();
    expect((await like(him, her, "Loved your hiking photo")).statusCode).toBe(200);
    const matched = await like(her, him);
    expect(matched.json().match).toBe(true);
    const matchId = matched.json().matchId as number;

    expect(await messagesOf(her, matchId)).toEqual([]);
    expect(await messagesOf(him, matchId)).toEqual([]);
    // The held comment does not count as his first message.
    expect((await him.request("POST", `/api/matches/${matchId}/messages`, { content: "Hello?" })).json().code).toBe("WOMAN_WRITES_FIRST");

    expect((await her.request("POST", `/api/matches/${matchId}/messages`, { content: "Hi there" })).statusCode).toBe(201);
    const after = await messagesOf(her, matchId);
    expect(after.map((m) => [m.senderId, m.content])).toEqual([
      [her.id, "Hi there"],
      [him.id, "Loved your hiking photo"],
    ]);
    // Delivered once: her next message releases nothing more.
    expect((await her.request("POST", `/api/matches/${matchId}/messages`, { content: "How are you?" })).statusCode).toBe(201);
    expect((await messagesOf(him, matchId)).filter((m) => m.content === "Loved your hiking photo")).toHaveLength(1);
    expect((await him.request("POST", `/api/matches/${matchId}/messages`, { content: "Great, you?" })).statusCode).toBe(201);
  });

  it("her own comment still opens the conversation, and with the rule off his opens it as before", async () => {
    const him = await man();
    const her = await woman();
    await like(her, him, "Your prompt made me laugh");
    const matchId = (await like(him, her, "Thank you!")).json().matchId as number;
    expect((await messagesOf(him, matchId)).map((m) => m.content)).toEqual(["Your prompt made me laugh"]);
    expect((await her.request("POST", `/api/matches/${matchId}/messages`, { content: "So?" })).statusCode).toBe(201);
    expect((await messagesOf(him, matchId)).map((m) => m.content)).toEqual(["Your prompt made me laugh", "So?", "Thank you!"]);

    await rule("anyone");
    const other = await man();
    const she = await woman();
    await like(other, she, "Salam!");
    const open = (await like(she, other)).json().matchId as number;
    expect((await messagesOf(she, open)).map((m) => [m.senderId, m.content])).toEqual([[other.id, "Salam!"]]);
  });

  it("folds a comment with one of her hidden words in likes you, as chat does", async () => {
    const her = await woman();
    expect((await her.request("PUT", "/api/hidden-words", { words: ["salary"] })).statusCode).toBe(200);
    // Likes you shows every like to premium members; the free plan sees the ones with a comment.
    const plain = await man();
    const nosy = await man();
    await like(plain, her, "Nice smile");
    await like(nosy, her, "What is your salary?");
    const list = (await her.request("GET", "/api/likes/received")).json() as ReceivedLike[];
    const byId = new Map(list.map((l) => [l.id, l]));
    expect(byId.get(nosy.id)).toMatchObject({ comment: "What is your salary?", commentHidden: true });
    expect(byId.get(plain.id)).toMatchObject({ comment: "Nice smile", commentHidden: false });

    // Once they match, the same text is folded in chat too.
    const matchId = (await like(her, nosy)).json().matchId as number;
    const [first] = await messagesOf(her, matchId);
    expect(first).toMatchObject({ content: "What is your salary?", hidden: true });
  });
});
