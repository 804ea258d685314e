import { describe, expect, it } from "vitest";
import type { StoredAnswer } from "../db/schema";
import { questionMatch, type AnswerSide } from "./percent";

const a = (c: string, accept: string[], i: StoredAnswer["i"]): StoredAnswer => ({ c, a: accept, i, v: false });
const side = (answers: Record<string, StoredAnswer>, showFaith = false): AnswerSide => ({ answers, showFaith });

/** OkCupid's method, against figures worked out by hand (docs/questions.md). */
describe("question match percentage", () => {
  it("is the geometric mean of both satisfactions less 1/n", () => {
    const me = side({
      "want-children": a("soon", ["soon"], "very"), // 50
      "money-style": a("saver", ["saver", "balanced"], "somewhat"), // 10
      "smoking-self": a("no", ["no"], "little"), // 1
    });
    const them = side({
      "want-children": a("soon", ["soon"], "very"), // 50
      "money-style": a("balanced", ["balanced"], "very"), // 50
      "smoking-self": a("sometimes", ["no", "sometimes"], "somewhat"), // 10
    });
    // Mine satisfied: 50 + 10 + 0 of 61. Theirs: 50 + 0 + 10 of 110.
    // sqrt(60/61 * 60/110) = 0.7325; less 1/3 = 0.399 → 40.
    const match = questionMatch(me, them);
    expect(match).toEqual({ percent: 40, common: ["want-children", "money-style", "smoking-self"], mandatoryMiss: false });
    expect(questionMatch(them, me).percent).toBe(40);
  });

  it("is null below the minimum of questions in common, and ignores questions one side skipped", () => {
    const me = side({ "want-children": a("soon", ["soon"], "very"), "money-style": a("saver", ["saver"], "very"), travel: a("often", ["often"], "very") });
    const them = side({ "want-children": a("soon", ["soon"], "very"), "money-style": a("saver", ["saver"], "very"), pets: a("yes", ["yes"], "very") });
    expect(questionMatch(me, them)).toEqual({ percent: null, common: ["want-children", "money-style"], mandatoryMiss: false });
  });

  it("agreeing on 4 questions is 75: the margin of few questions", () => {
    const answers = {
      "want-children": a("soon", ["soon"], "very"),
      "money-style": a("saver", ["saver"], "very"),
      travel: a("often", ["often"], "somewhat"),
      pets: a("yes", ["yes"], "irrelevant"),
    };
    // sqrt(1 * 1) - 1/4 = 0.75.
    expect(questionMatch(side(answers), side(answers)).percent).toBe(75);
  });

  it("is 0 when a mandatory answer is outside what the other accepts, either way", () => {
    const me = side({
      "smoking-partner": a("no", ["no"], "somewhat"),
      "smoking-self": a("no", ["no"], "mandatory"),
      travel: a("often", ["often"], "little"),
    });
    const them = side({
      "smoking-partner": a("yes", ["yes", "no"], "little"),
      "smoking-self": a("yes", ["yes", "no"], "little"),
      travel: a("often", ["often"], "little"),
    });
    expect(questionMatch(me, them)).toMatchObject({ percent: 0, mandatoryMiss: true });
    expect(questionMatch(them, me)).toMatchObject({ percent: 0, mandatoryMiss: true });
  });

  it("nothing that matters to one side leaves it satisfied: irrelevant questions weigh 0", () => {
    const me = side({ travel: a("often", ["often"], "irrelevant"), pets: a("yes", ["yes"], "irrelevant"), fitness: a("daily", ["daily"], "irrelevant") });
    const them = side({ travel: a("rarely", ["often"], "very"), pets: a("no", ["no"], "very"), fitness: a("never", ["daily"], "very") });
    // Mine: 1 (nothing weighs). Theirs: 50 + 0 + 50 of 150 → sqrt(1 * 2/3) = 0.8165 less 1/3 → 48.
    expect(questionMatch(me, them).percent).toBe(48);
  });

  it("matches on faith answers only while their owner shows their faith (docs/privacy.md)", () => {
    const mine = { prayer: a("all", ["all"], "very"), fasting: a("always", ["always"], "very"), travel: a("often", ["often"], "very") };
    const theirs = { prayer: a("rarely", ["rarely"], "very"), fasting: a("always", ["always"], "very"), travel: a("often", ["often"], "very") };
    expect(questionMatch(side(mine, true), side(theirs, false))).toEqual({ percent: null, common: ["travel"], mandatoryMiss: false });
    expect(questionMatch(side(mine, true), side(theirs, true)).common).toEqual(["prayer", "fasting", "travel"]);
  });
});
