import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { HIDDEN_WORDS_MAX } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { makeMatch } from "../../test/matches";
import { jobs, pushSubscriptions } from "../db/schema";

/** Messages containing a member's hidden words are folded for them and do not ring. */
describe(`hidden words (${testDbKind})`, () => {
  let t: TestApp;
  let reader: TestMember;
  let sender: TestMember;
  let matchId: number;

  beforeAll(async () => {
    t = await createTestApp();
    reader = await createMember(t);
    sender = await createMember(t, { gender: "male" });
    matchId = await makeMatch(t, reader, sender);
    await t.app.deps.db.insert(pushSubscriptions).values({ userId: reader.id, endpoint: "https://push.example.test/1", p256dh: "k", auth: "a" });
  });
  afterAll(() => t.close());

  const pushJobsFor = async (userId: number) => {
    const [row] = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.payload}->>'userId' = ${String(userId)} and ${jobs.payload}->>'event' = 'message'`);
    return row.n;
  };

  it("keeps a list, trimmed and without duplicates, per member", async () => {
    expect((await reader.request("GET", "/api/hidden-words")).json()).toEqual({ words: [] });
    const res = await reader.request("PUT", "/api/hidden-words", { words: [" wedding ", "Wedding", "حفلة", "salary"] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ words: ["wedding", "حفلة", "salary"] });
    expect((await sender.request("GET", "/api/hidden-words")).json()).toEqual({ words: [] });
  });

  it("folds matching messages for the reader only, in every spelling, without a push", async () => {
    const before = await pushJobsFor(reader.id);
    const texts = ["When is the WEDDING?", "عندنا حفله الليلة", "what's your s a l a r y", "Coffee tomorrow?"];
    for (const content of texts) expect((await sender.request("POST", `/api/matches/${matchId}/messages`, { content })).statusCode).toBe(201);
    const seen = (await reader.request("GET", `/api/matches/${matchId}/messages`)).json() as { content: string; hidden: boolean }[];
    expect(seen.map((m) => m.hidden)).toEqual([true, true, true, false]);
    const own = (await sender.request("GET", `/api/matches/${matchId}/messages`)).json() as { hidden: boolean }[];
    expect(own.every((m) => !m.hidden)).toBe(true);
    // The matches list shows no preview of a hidden message.
    const row = (await reader.request("GET", "/api/matches")).json().find((m: { id: number }) => m.id === matchId);
    expect(row.lastMessage).toMatchObject({ content: "Coffee tomorrow?", hidden: false });
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "wedding plans?" });
    const after = (await reader.request("GET", "/api/matches")).json().find((m: { id: number }) => m.id === matchId);
    expect(after.lastMessage).toMatchObject({ content: "", hidden: true });
    // Only the harmless message rang.
    expect((await pushJobsFor(reader.id)) - before).toBe(1);
  });

  it("counts only the messages outside the hidden fold as unread, in the list and the badge", async () => {
    // Unread from the test above: "wedding plans?" (hidden); one harmless message more.
    await sender.request("POST", `/api/matches/${matchId}/messages`, { content: "hello there" });
    const row = (await reader.request("GET", "/api/matches")).json().find((m: { id: number }) => m.id === matchId);
    expect(row.unreadCount).toBe(1);
    expect((await reader.request("GET", "/api/notifications/unread")).json().messages).toBe(1);
    // A member without hidden words still counts everything unread (the cheap path).
    await sender.request("PUT", "/api/hidden-words", { words: [] });
    await reader.request("POST", `/api/matches/${matchId}/messages`, { content: "the wedding is on Friday" });
    await reader.request("POST", `/api/matches/${matchId}/messages`, { content: "see you" });
    expect((await sender.request("GET", "/api/notifications/unread")).json().messages).toBe(2);
    // Clearing the list lets the folded messages count again.
    await reader.request("PUT", "/api/hidden-words", { words: [] });
    expect((await reader.request("GET", "/api/notifications/unread")).json().messages).toBe(2);
    await reader.request("PUT", "/api/hidden-words", { words: ["wedding", "حفلة", "salary"] });
  });

  it(`refuses more than ${HIDDEN_WORDS_MAX} entries, empty or overlong ones, and strangers`, async () => {
    const tooMany = Array.from({ length: HIDDEN_WORDS_MAX + 1 }, (_, i) => `word${i}`);
    for (const body of [{ words: tooMany }, { words: [""] }, { words: ["x".repeat(61)] }, { words: "wedding" }, {}]) {
      const res = await reader.request("PUT", "/api/hidden-words", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await reader.request("PUT", "/api/hidden-words", { words: tooMany.slice(1) })).statusCode).toBe(200);
    expect((await anonymous(t, "GET", "/api/hidden-words")).statusCode).toBe(401);
  });
});
