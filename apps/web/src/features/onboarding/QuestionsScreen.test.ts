import { describe, expect, it } from "vitest";
import type { Question } from "@ulfa/contracts";
import { offeredQuestions } from "./QuestionsScreen";

const q = (id: string, topic: Question["topic"]): Question => ({ id, topic, text: id, choices: [{ id: "a", text: "A" }] }) as Question;

describe("the onboarding's few questions", () => {
  it("offers the first question of each topic but faith, four at most, in the bank's order", () => {
    const bank = [q("v1", "values"), q("v2", "values"), q("f1", "faith"), q("fa1", "family"), q("m1", "money"), q("l1", "lifestyle"), q("c1", "conflict")];
    expect(offeredQuestions(bank).map((x) => x.id)).toEqual(["v1", "fa1", "m1", "l1"]);
  });

  it("offers what there is when the bank is small", () => {
    expect(offeredQuestions([q("f1", "faith"), q("v1", "values")]).map((x) => x.id)).toEqual(["v1"]);
    expect(offeredQuestions([])).toEqual([]);
  });
});
