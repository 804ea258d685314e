import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeckItem, MyAnswer, Question } from "@ulfa/contracts";
import { anonymous, createMember, createTestApp, testDbKind, type TestApp, type TestMember } from "../../test/harness";
import { snapToGrid } from "../location/geo";

// Casablanca, far from other test files' worlds.
const HOME = snapToGrid({ latitude: 33.5731, longitude: -7.5898 });

describe(`questions that match (${testDbKind})`, () => {
  let t: TestApp;
  let me: TestMember;
  let her: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    me = await createMember(t, { gender: "male", interestedIn: "female", ...HOME });
    her = await createMember(t, { name: "Salma Idrissi", gender: "female", interestedIn: "male", ...HOME });
  });
  afterAll(() => t.close());

  const answer = (m: TestMember, id: string, body: object) => m.request("PUT", `/api/questions/${id}/answer`, body);

  it("lists at least 60 questions in the asked language, public", async () => {
    const en = (await anonymous(t, "GET", "/api/questions")).json() as Question[];
    expect(en.length).toBeGreaterThanOrEqual(60);
    expect(en.find((q) => q.id === "want-children")).toMatchObject({ text: "Do you want children?", choices: expect.arrayContaining([{ id: "soon", text: "Yes, soon" }]) });
    const ar = (await anonymous(t, "GET", "/api/questions?lang=ar")).json() as Question[];
    expect(ar.find((q) => q.id === "want-children")!.text).toBe("هل تريد أطفالًا؟");
    const byHeader = await t.app.inject({ method: "GET", url: "/api/questions", headers: { "accept-language": "ar-JO,ar;q=0.9" } });
    expect((byHeader.json() as Question[])[0].text).toMatch(/[\u0600-\u06FF]/);
    // A signed-in member with no header gets their saved language.
    const arMember = await createMember(t, { language: "ar" });
    expect(((await arMember.request("GET", "/api/questions")).json() as Question[])[0].text).toMatch(/[\u0600-\u06FF]/);
  });

  it("saves an answer, what the member accepts and how much it matters; lists and removes them", async () => {
    const res = await answer(me, "want-children", { choice: "soon", accept: ["soon", "later"], importance: "very" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questionId: "want-children", choice: "soon", accept: ["soon", "later"], importance: "very", visible: false });
    await answer(me, "pets", { choice: "yes", accept: ["yes"], importance: "little" });
    expect(((await me.request("GET", "/api/questions/answers")).json() as MyAnswer[]).map((a) => a.questionId)).toEqual(["want-children", "pets"]);
    expect((await me.request("DELETE", "/api/questions/pets/answer")).statusCode).toBe(200);
    expect(((await me.request("GET", "/api/questions/answers")).json() as MyAnswer[]).map((a) => a.questionId)).toEqual(["want-children"]);
  });

  it("refuses bad answers with 400 naming the field, unknown questions with 404, strangers with 401", async () => {
    const bad = async (body: object, field: string) => {
      const res = await answer(me, "want-children", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}`));
    };
    await bad({ choice: "maybe", accept: ["soon"], importance: "very" }, "choice");
    await bad({ choice: "soon", accept: [], importance: "very" }, "accept");
    await bad({ choice: "soon", accept: ["soon", "tomorrow"], importance: "very" }, "accept");
    await bad({ choice: "soon", accept: ["soon"], importance: "extremely" }, "importance");
    expect((await answer(me, "no-such-question", { choice: "a", accept: ["a"], importance: "very" })).statusCode).toBe(404);
    expect((await anonymous(t, "PUT", "/api/questions/want-children/answer", { choice: "soon", accept: ["soon"], importance: "very" })).statusCode).toBe(401);
    expect((await anonymous(t, "GET", "/api/questions/answers")).statusCode).toBe(401);
  });

  it("puts the hand-computed percentage on deck cards, null with too few questions in common", async () => {
    const deckCard = async (m: TestMember, id: number) => ((await m.request("GET", "/api/discover")).json() as DeckItem[]).find((c) => c.id === id);
    expect((await deckCard(me, her.id))?.matchPercent).toBeNull();
    await answer(me, "want-children", { choice: "soon", accept: ["soon"], importance: "very" });
    await answer(me, "money-style", { choice: "saver", accept: ["saver", "balanced"], importance: "somewhat" });
    await answer(me, "smoking-self", { choice: "no", accept: ["no"], importance: "little" });
    await answer(her, "want-children", { choice: "soon", accept: ["soon"], importance: "very", visible: true });
    await answer(her, "money-style", { choice: "balanced", accept: ["balanced"], importance: "very", visible: true });
    expect((await deckCard(me, her.id))?.matchPercent).toBeNull(); // two in common
    await answer(her, "smoking-self", { choice: "sometimes", accept: ["no", "sometimes"], importance: "somewhat" });
    // sqrt(60/61 * 60/110) - 1/3 → 40 (percent.test.ts works it out).
    expect((await deckCard(me, her.id))?.matchPercent).toBe(40);
    expect((await deckCard(her, me.id))?.matchPercent).toBe(40);
    const smart = ((await me.request("GET", "/api/discover/smart")).json() as DeckItem[]).find((c) => c.id === her.id);
    expect(smart?.matchPercent).toBe(40);
  });

  it("explains the percentage, saying of her only what she shows", async () => {
    const res = await me.request("POST", "/api/analyze-compatibility", { targetUserId: her.id, lang: "en" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.matchPercent).toBe(40);
    // The sentence quotes the big number, which blends the engine's score with the percentage.
    expect(body.explanation).toContain(`(${body.overallScore}%)`);
    expect(body.compatibilityReasons).toContain("You both answered “Do you want children?” with “Yes, soon”");
    // Her smoking answer is hers to show: nothing about it is said.
    expect(JSON.stringify(body)).not.toContain("Sometimes");
    await answer(me, "money-style", { choice: "saver", accept: ["saver"], importance: "very" });
    const ar = (await me.request("POST", "/api/analyze-compatibility", { targetUserId: her.id, lang: "ar" })).json();
    expect(ar.potentialChallenges).toContain("لا تقبل إجابتك «أميل إلى الادخار» عن «هل أنت أقرب إلى الادخار أم الإنفاق؟»");
    const en = (await me.request("POST", "/api/analyze-compatibility", { targetUserId: her.id, lang: "en" })).json();
    expect(en.potentialChallenges).toContain("She doesn't accept your answer “A saver” to “Are you more of a saver or a spender?”");
  });

  it("shows another member's answers only as they chose, faith ones only while they show their faith", async () => {
    await answer(her, "prayer", { choice: "all", accept: ["all", "most"], importance: "very", visible: true });
    const seen = (await me.request("GET", `/api/users/${her.id}/questions`)).json();
    expect(seen.answers.map((a: { questionId: string }) => a.questionId)).toEqual(["want-children", "money-style"]);
    await her.request("PATCH", "/api/user", { privacy: {} });
    await t.app.deps.db.execute(`update users set show_faith = true where id = ${her.id}`);
    const withFaith = (await me.request("GET", `/api/users/${her.id}/questions?lang=ar`)).json();
    expect(withFaith.answers.map((a: { questionId: string }) => a.questionId)).toEqual(["prayer", "want-children", "money-style"]);
    expect(withFaith.answers[0]).toEqual({ questionId: "prayer", question: "كم مرة تصلّي؟", answer: "الصلوات الخمس كلها" });
    expect((await me.request("GET", `/api/users/999999/questions`)).statusCode).toBe(404);
    expect((await anonymous(t, "GET", `/api/users/${her.id}/questions`)).statusCode).toBe(401);
  });

  it("a mandatory answer is a strict deck filter: those answering outside it are not shown", async () => {
    const smoker = await createMember(t, { gender: "female", interestedIn: "male", ...HOME });
    const unknown = await createMember(t, { gender: "female", interestedIn: "male", ...HOME });
    await answer(smoker, "smoking-self", { choice: "yes", accept: ["yes"], importance: "little" });
    const viewer = await createMember(t, { gender: "male", interestedIn: "female", ...HOME });
    const ids = async () => ((await viewer.request("GET", "/api/discover")).json() as DeckItem[]).map((c) => c.id);
    expect(await ids()).toEqual(expect.arrayContaining([smoker.id, unknown.id]));
    await answer(viewer, "smoking-self", { choice: "no", accept: ["no", "sometimes"], importance: "mandatory" });
    const after = await ids();
    expect(after).not.toContain(smoker.id);
    expect(after).toContain(unknown.id);
    // Faith: a mandatory faith answer filters only those who show their faith.
    await answer(viewer, "prayer", { choice: "all", accept: ["all"], importance: "mandatory" });
    await answer(unknown, "prayer", { choice: "rarely", accept: ["rarely"], importance: "little" });
    expect(await ids()).toContain(unknown.id);
    await t.app.deps.db.execute(`update users set show_faith = true where id = ${unknown.id}`);
    expect(await ids()).not.toContain(unknown.id);
  });
});
