import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { ReceivedLike } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { messages, swipes } from "../db/schema";

describe(`likes with a comment (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.deps.db.execute(sql`truncate users restart identity cascade`);
  });

  const PROMPT = { promptId: "perfect_weekend", answer: "Coffee by the Nile" };
  const receiver = () =>
    createMember(t, { gender: "female", interestedIn: "male", photos: ["/a.jpg", "/b.jpg"], prompts: [PROMPT] });
  const sender = () => createMember(t, { gender: "male", interestedIn: "female" });
  const like = (from: TestMember, to: { id: number }, extra: Record<string, unknown> = {}) =>
    from.request("POST", "/api/likes", { toUserId: to.id, isLike: true, ...extra });

  it("refuses bad targets and comments with a clear 400 and saves nothing", async () => {
    const her = await receiver();
    const him = await sender();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ isLike: false, comment: "hi" }, /A pass cannot carry a comment/],
      [{ isLike: false, target: { kind: "photo", index: 0 } }, /A pass cannot carry/],
      [{ target: { kind: "photo", index: 2 } }, /this member has 2 photo/],
      [{ target: { kind: "photo", index: -1 } }, /cannot be negative/],
      [{ target: { kind: "prompt", promptId: "no_such_prompt" } }, /Unknown prompt id/],
      [{ target: { kind: "prompt", promptId: "fun_fact" } }, /has not answered that prompt/],
      [{ target: { kind: "voice" } }, /target.kind must be/],
      [{ comment: "x".repeat(201) }, /at most 200 characters/],
      [{ comment: "   " }, /cannot be empty/],
    ];
    for (const [extra, message] of bad) {
      const res = await like(him, her, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const flagged = await like(him, her, { comment: "you are an idiot" });
    expect(flagged.statusCode).toBe(409);
    expect(flagged.json().code).toBe("MESSAGE_NEEDS_CONFIRMATION");
    expect(await t.app.deps.db.select().from(swipes)).toEqual([]);
  });

  it("shows the receiver what was liked and the comment, even on the free plan", async () => {
    const her = await receiver();
    const him = await sender();
    const plain = await sender();
    expect((await like(him, her, { target: { kind: "prompt", promptId: PROMPT.promptId }, comment: "Which café?" })).statusCode).toBe(200);
    expect((await like(plain, her)).statusCode).toBe(200);
    const list = (await her.request("GET", "/api/likes/received")).json() as ReceivedLike[];
    // Free plan: only the like with words.
    expect(list.map((l) => l.id)).toEqual([him.id]);
    expect(list[0]).toMatchObject({
      comment: "Which café?",
      target: { kind: "prompt", promptId: PROMPT.promptId, text: "My perfect weekend looks like", answer: PROMPT.answer },
    });

    const photoFan = await sender();
    await like(photoFan, her, { target: { kind: "photo", index: 1 }, comment: "Great shot" });
    const again = (await her.request("GET", "/api/likes/received")).json() as ReceivedLike[];
    expect(again.find((l) => l.id === photoFan.id)).toMatchObject({ target: { kind: "photo", index: 1, photo: "/b.jpg" }, comment: "Great shot" });
    // The sender never reads the receiver's list (their own is empty).
    expect((await him.request("GET", "/api/likes/received")).json()).toEqual([]);
  });

  it("opens the conversation with the comments on a match, each attributed to its writer", async () => {
    const her = await receiver();
    const him = await sender();
    await like(him, her, { target: { kind: "prompt", promptId: PROMPT.promptId }, comment: "Which café?", confirmFlagged: false });
    const matched = await like(her, him, { comment: "The one by the bridge" });
    expect(matched.json()).toMatchObject({ match: true });
    const matchId = matched.json().matchId as number;
    const thread = (await her.request("GET", `/api/matches/${matchId}/messages`)).json() as { senderId: number; content: string }[];
    expect(thread.map((m) => [m.senderId, m.content])).toEqual([
      [him.id, "Which café?"],
      [her.id, "The one by the bridge"],
    ]);
  });

  it("carries a confirmed flagged comment into the chat as flagged, and a like without words opens no chat", async () => {
    const her = await receiver();
    const him = await sender();
    expect((await like(him, her, { comment: "you are an idiot", confirmFlagged: true })).statusCode).toBe(200);
    const matchId = (await like(her, him)).json().matchId as number;
    const rows = await t.app.deps.db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(rows.map((r) => [r.senderId, r.flagged])).toEqual([[him.id, true]]);

    const quiet = await sender();
    await like(quiet, her);
    const second = (await like(her, quiet)).json().matchId as number;
    expect(await t.app.deps.db.select().from(messages).where(eq(messages.matchId, second))).toEqual([]);
  });
});
