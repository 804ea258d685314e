import { describe, expect, it } from "vitest";
import { withPromptChoices } from "./prompt-choices";

const library = [{ id: "p1" }, { id: "p2" }, { id: "p3" }, { id: "p4" }];

describe("the onboarding's prompt choices", () => {
  it("gives each empty row the next question no other row has, in the library's order", () => {
    const rows = [{ promptId: "p2", answer: "Mine" }, { promptId: "", answer: "" }, { promptId: "", answer: "" }];
    expect(withPromptChoices(rows, library).map((r) => r.promptId)).toEqual(["p2", "p1", "p3"]);
  });

  it("keeps what was typed before the library arrived, and gives it a question once it has", () => {
    const typed = [{ promptId: "", answer: "Answer 1" }, { promptId: "", answer: "Answer 2" }];
    expect(withPromptChoices(typed, [])).toEqual(typed);
    expect(withPromptChoices(typed, library)).toEqual([{ promptId: "p1", answer: "Answer 1" }, { promptId: "p2", answer: "Answer 2" }]);
  });

  it("leaves a row empty when the library has no question left", () => {
    expect(withPromptChoices([{ promptId: "p1", answer: "" }, { promptId: "", answer: "" }], [{ id: "p1" }]).map((r) => r.promptId)).toEqual(["p1", ""]);
  });
});
