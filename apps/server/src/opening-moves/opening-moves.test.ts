import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteResponse, ChatMessage } from "@ulfa/contracts";
import { createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";

const ADMIN = "moves-admin@example.test";

describe(`Opening Moves (${testDbKind})`, () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await createMember(t, { email: ADMIN });
  });
  afterAll(() => t.close());

  const rules = async (change: object) => {
    const { version } = (await admin.request("GET", "/api/admin/site")).json() as AdminSiteResponse;
    expect((await admin.request("PATCH", "/api/admin/site", { version, rules: change })).statusCode).toBe(200);
  };

  it("saves up to 3 questions on PATCH /api/user; more, empty or hurtful ones are refused naming the field", async () => {
    const her = await createMember(t, { gender: "female" });
    const res = await her.request("PATCH", "/api/user", { openingMoves: [{ text: "  What does a perfect Friday look like?  " }, { text: "Tea or coffee?" }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().openingMoves).toEqual([{ text: "What does a perfect Friday look like?" }, { text: "Tea or coffee?" }]);
    const four = await her.request("PATCH", "/api/user", { openingMoves: [1, 2, 3, 4].map((n) => ({ text: `Question ${n}?` })) });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toMatch(/^openingMoves/);
    expect((await her.request("PATCH", "/api/user", { openingMoves: [{ text: " " }] })).json().message).toMatch(/^openingMoves/);
    const hurtful = await her.request("PATCH", "/api/user", { openingMoves: [{ text: "Are you an idiot?" }] });
    expect(hurtful.statusCode).toBe(400);
    expect(hurtful.json().message).toMatch(/^openingMoves/);
    expect((await her.request("GET", "/api/user")).json().openingMoves).toHaveLength(2);
  });

  it("with women write first, his first message may answer one of hers, shown with the question; she still decides", async () => {
    await rules({ firstMessage: "women" });
    const her = await createMember(t, { gender: "female" });
    const him = await createMember(t, { gender: "male" });
    const stranger = await createMember(t, { gender: "male" });
    await her.request("PATCH", "/api/user", { openingMoves: [{ text: "Tea or coffee?" }, { text: "Your favourite city?" }] });
    const id = await makeMatch(t, her, him);

    const moves = await him.request("GET", `/api/matches/${id}/opening-moves`);
    expect(moves.json()).toEqual({ openingMoves: [{ text: "Tea or coffee?" }, { text: "Your favourite city?" }], canAnswer: true });
    expect((await stranger.request("GET", `/api/matches/${id}/opening-moves`)).statusCode).toBe(404);

    expect((await him.request("POST", `/api/matches/${id}/messages`, { content: "Hello" })).json().code).toBe("WOMAN_WRITES_FIRST");
    const noSuch = await him.request("POST", `/api/matches/${id}/messages`, { content: "Hm", openingMove: 2 });
    expect(noSuch.statusCode).toBe(400);
    expect(noSuch.json().message).toMatch(/^openingMove/);
    expect((await him.request("POST", `/api/matches/${id}/messages`, { content: "Hm", openingMove: 7 })).json().message).toMatch(/^openingMove/);

    const answered = await him.request("POST", `/api/matches/${id}/messages`, { content: "Coffee, always", openingMove: 0 });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().openingMove).toEqual({ index: 0, text: "Tea or coffee?" });
    const thread = (await her.request("GET", `/api/matches/${id}/messages`)).json() as ChatMessage[];
    expect(thread[0]).toMatchObject({ content: "Coffee, always", openingMove: { index: 0, text: "Tea or coffee?" } });
    // One answer: his next message waits for hers, and no second Opening Move answer.
    expect((await him.request("POST", `/api/matches/${id}/messages`, { content: "And you?" })).json().code).toBe("WOMAN_WRITES_FIRST");
    expect((await him.request("POST", `/api/matches/${id}/messages`, { content: "Paris", openingMove: 1 })).json().message).toMatch(/^openingMove/);
    expect((await him.request("GET", `/api/matches/${id}/opening-moves`)).json().canAnswer).toBe(false);
    expect((await her.request("POST", `/api/matches/${id}/messages`, { content: "Tea for me!" })).statusCode).toBe(201);
    expect((await him.request("POST", `/api/matches/${id}/messages`, { content: "Noted" })).statusCode).toBe(201);
    await rules({ firstMessage: "anyone" });
  });
});
