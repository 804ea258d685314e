import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { AdminSiteResponse, OpeningLike, ReceivedLike } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { swipes } from "../db/schema";

/** GET /api/likes/opening/:id: what each like of a match pointed at and said, on both sides. */
describe(`a like's context on the match (${testDbKind})`, () => {
  const ADMIN = "admin@example.test";
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
  });

  const PROMPT = { promptId: "perfect_weekend", answer: "Coffee by the Nile" };
  const woman = () => createMember(t, { gender: "female", interestedIn: "male", photos: ["/a.jpg", "/b.jpg"], prompts: [PROMPT] });
  const man = () => createMember(t, { gender: "male", interestedIn: "female", photos: ["/m1.jpg", "/m2.jpg"] });
  const like = (from: TestMember, to: { id: number }, extra: Record<string, unknown> = {}) =>
    from.request("POST", "/api/likes", { toUserId: to.id, isLike: true, ...extra });
  const opening = async (who: TestMember, matchId: number) => {
    const res = await who.request("GET", `/api/likes/opening/${matchId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OpeningLike[];
  };
  const matchOf = async (first: TestMember, second: TestMember, a: Record<string, unknown>, b: Record<string, unknown> = {}) => {
    expect((await like(first, second, a)).statusCode).toBe(200);
    const matched = await like(second, first, b);
    expect(matched.json()).toMatchObject({ match: true });
    return matched.json().matchId as number;
  };

  it("shows both members what each like pointed at and said, the earlier like first", async () => {
    const her = await woman();
    const him = await man();
    const matchId = await matchOf(him, her, { target: { kind: "prompt", promptId: PROMPT.promptId }, comment: "Which café?" }, { target: { kind: "photo", index: 1 }, comment: "Nice hat" });
    const prompt = { kind: "prompt", promptId: PROMPT.promptId, text: "My perfect weekend looks like", answer: PROMPT.answer };
    expect(await opening(her, matchId)).toEqual([
      { fromMe: false, isSuperLike: false, target: prompt, comment: "Which café?", commentHidden: false, inConversation: true },
      { fromMe: true, isSuperLike: false, target: { kind: "photo", index: 1, photo: "/m2.jpg" }, comment: "Nice hat", commentHidden: false, inConversation: true },
    ]);
    expect(await opening(him, matchId)).toEqual([
      { fromMe: true, isSuperLike: false, target: prompt, comment: "Which café?", commentHidden: false, inConversation: true },
      { fromMe: false, isSuperLike: false, target: { kind: "photo", index: 1, photo: "/m2.jpg" }, comment: "Nice hat", commentHidden: false, inConversation: true },
    ]);
  });

  it("says a comment is the conversation's first message, so the conversation shows it once, on both sides", async () => {
    const her = await woman();
    const him = await man();
    const matchId = await matchOf(him, her, { target: { kind: "prompt", promptId: PROMPT.promptId }, comment: "Which café?" });
    for (const who of [her, him]) {
      const thread = (await who.request("GET", `/api/matches/${matchId}/messages`)).json() as { senderId: number; content: string }[];
      expect(thread.map((m) => [m.senderId, m.content])).toEqual([[him.id, "Which café?"]]);
      expect(await opening(who, matchId)).toMatchObject([{ comment: "Which café?", inConversation: true }]);
    }
  });

  it("keeps a liked photo by the photo itself: a reorder follows it, a deletion leaves the comment alone", async () => {
    const her = await woman();
    const him = await man();
    const matchId = await matchOf(him, her, { target: { kind: "photo", index: 1 }, comment: "Great shot" });
    await t.app.deps.db.execute(sql`update users set photos = '["/b.jpg", "/a.jpg"]'::jsonb where id = ${her.id}`);
    expect((await opening(her, matchId))[0].target).toEqual({ kind: "photo", index: 1, photo: "/b.jpg" });
    await t.app.deps.db.execute(sql`update users set photos = '["/a.jpg"]'::jsonb, prompts = '[]'::jsonb where id = ${her.id}`);
    expect(await opening(him, matchId)).toEqual([{ fromMe: true, isSuperLike: false, target: { kind: "photo", index: 1, photo: null }, comment: "Great shot", commentHidden: false, inConversation: true }]);
  });

  it("shows a deleted prompt's answer as gone and lists nothing for likes without words or target", async () => {
    const her = await woman();
    const him = await man();
    const matchId = await matchOf(him, her, { target: { kind: "prompt", promptId: PROMPT.promptId } });
    await t.app.deps.db.execute(sql`update users set prompts = '[]'::jsonb where id = ${her.id}`);
    expect(await opening(her, matchId)).toEqual([
      { fromMe: false, isSuperLike: false, target: { kind: "prompt", promptId: PROMPT.promptId, text: "My perfect weekend looks like", answer: null }, comment: null, commentHidden: false, inConversation: false },
    ]);
    const quiet = await man();
    expect(await opening(her, await matchOf(quiet, her, {}))).toEqual([]);
  });

  it("keeps a private member's liked photo blurred until she reveals her photos to the match", async () => {
    const her = await woman();
    const him = await man();
    expect((await her.request("PATCH", "/api/user", { privacy: { photosPrivate: true } })).statusCode).toBe(200);
    const matchId = await matchOf(him, her, { target: { kind: "photo", index: 0 }, comment: "Even blurred, I like it" });
    const [seen] = await opening(him, matchId);
    expect(seen.target).toMatchObject({ kind: "photo", index: 0 });
    expect(seen.target?.kind === "photo" && seen.target.photo).not.toBe("/a.jpg");
    // Her own photo, to her, is her own.
    expect((await opening(her, matchId))[0].target).toEqual({ kind: "photo", index: 0, photo: "/a.jpg" });
    expect((await her.request("POST", `/api/matches/${matchId}/photo-access`)).statusCode).toBe(200);
    expect((await opening(him, matchId))[0].target).toEqual({ kind: "photo", index: 0, photo: "/a.jpg" });
  });

  it("folds a comment with one of the viewer's hidden words, and holds a man's comment while she writes first", async () => {
    const her = await woman();
    const him = await man();
    await her.request("PUT", "/api/hidden-words", { words: ["salary"] });
    const folded = await matchOf(him, her, { comment: "What is your salary?" });
    expect((await opening(her, folded))[0]).toMatchObject({ comment: "What is your salary?", commentHidden: true });
    expect((await opening(him, folded))[0]).toMatchObject({ comment: "What is your salary?", commentHidden: false });

    const admin = await createMember(t, { email: ADMIN });
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    expect((await admin.request("PATCH", "/api/admin/site", { version, rules: { firstMessage: "women" } })).statusCode).toBe(200);
    const other = await man();
    const heldMatch = await matchOf(her, other, {}, { target: { kind: "prompt", promptId: PROMPT.promptId }, comment: "Which café?" });
    expect((await opening(her, heldMatch))[0]).toMatchObject({ fromMe: false, comment: null, inConversation: false, target: { kind: "prompt" } });
    // His own comment, not yet a message, is shown to him with its prompt: nowhere else holds it.
    expect((await opening(other, heldMatch))[0]).toMatchObject({ fromMe: true, comment: "Which café?", inConversation: false });
    // Once she writes, his comment is delivered as a message and stands with its prompt.
    expect((await her.request("POST", `/api/matches/${heldMatch}/messages`, { content: "Hello!" })).statusCode).toBe(201);
    expect((await opening(her, heldMatch))[0]).toMatchObject({ fromMe: false, comment: "Which café?", inConversation: true });
    expect((await opening(other, heldMatch))[0]).toMatchObject({ fromMe: true, inConversation: true });
  });

  it("answers 400 naming the id, 401 without a session, 404 outside the match or once blocked, 403 once she left", async () => {
    const her = await woman();
    const him = await man();
    const matchId = await matchOf(him, her, { target: { kind: "photo", index: 0 }, comment: "Hi" });
    const bad = await her.request("GET", "/api/likes/opening/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
    expect((await her.request("GET", "/api/likes/opening/0")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `/api/likes/opening/${matchId}` })).statusCode).toBe(401);
    const stranger = await man();
    const res = await stranger.request("GET", `/api/likes/opening/${matchId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("/a.jpg");
    expect((await her.request("GET", "/api/likes/opening/999999")).statusCode).toBe(404);
    await t.app.deps.db.execute(sql`update users set deactivated_at = now() where id = ${her.id}`);
    const closed = await him.request("GET", `/api/likes/opening/${matchId}`);
    expect(closed.statusCode, closed.body).toBe(403);
    expect(closed.json().code).toBe("CONVERSATION_CLOSED");
    await t.app.deps.db.execute(sql`update users set deactivated_at = null where id = ${her.id}`);
    expect((await her.request("POST", "/api/blocks", { userId: him.id })).statusCode).toBe(201);
    // A block ends the match: its context goes with it, on both sides.
    expect((await him.request("GET", `/api/likes/opening/${matchId}`)).statusCode).toBe(404);
  });

  it("lists what was liked in likes you by the photo itself", async () => {
    const her = await woman();
    const him = await man();
    await like(him, her, { target: { kind: "photo", index: 0 }, comment: "Great shot" });
    await t.app.deps.db.execute(sql`update users set photos = '["/b.jpg", "/a.jpg"]'::jsonb where id = ${her.id}`);
    const list = (await her.request("GET", "/api/likes/received")).json() as ReceivedLike[];
    expect(list[0].target).toEqual({ kind: "photo", index: 0, photo: "/a.jpg" });
  });
});

describe(`migration 0031 (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives a like kept by index the photo at that index, and leaves an index past the gallery alone", async () => {
    const her = await createMember(t, { photos: ["/a.jpg", "/b.jpg"] });
    const one = await createMember(t, { gender: "male" });
    const two = await createMember(t, { gender: "male" });
    await t.app.deps.db.insert(swipes).values([
      { fromUserId: one.id, toUserId: her.id, isLike: true, target: { kind: "photo", index: 1 } },
      { fromUserId: two.id, toUserId: her.id, isLike: true, target: { kind: "photo", index: 5 } },
    ]);
    await t.app.deps.db.execute(sql.raw(readFileSync(new URL("../../drizzle/0031_like_photo_by_url.sql", import.meta.url), "utf8")));
    const rows = await t.app.deps.db.select({ from: swipes.fromUserId, target: swipes.target }).from(swipes).where(eq(swipes.toUserId, her.id)).orderBy(swipes.id);
    expect(rows).toEqual([
      { from: one.id, target: { kind: "photo", index: 1, photo: "/b.jpg" } },
      { from: two.id, target: { kind: "photo", index: 5 } },
    ]);
  });
});
