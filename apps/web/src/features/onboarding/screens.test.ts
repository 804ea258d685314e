import { ONBOARDING_STEPS } from "@ulfa/contracts";
import { describe, expect, it } from "vitest";
import { firstScreenOf, isScreen, lastScreenOf, SCREENS } from "./screens";

describe("onboarding screens", () => {
  it("resumes every server step on one of its screens, in the same order", () => {
    const firsts = ONBOARDING_STEPS.map(firstScreenOf);
    expect(firsts.map((s) => SCREENS.indexOf(s))).toEqual([...firsts.map((s) => SCREENS.indexOf(s))].sort((a, b) => a - b));
    expect(firsts).toEqual(["name", "gender", "location", "photos", "prompts", "intent"]);
  });

  it("lets a member reach the screen that saves their unfinished step, no further", () => {
    expect(lastScreenOf("about")).toBe("birthDate");
    expect(lastScreenOf("photos")).toBe("photos");
  });

  it("knows its screens by name only", () => {
    expect(isScreen("photos")).toBe(true);
    expect(isScreen("admin")).toBe(false);
    expect(isScreen(null)).toBe(false);
  });
});
