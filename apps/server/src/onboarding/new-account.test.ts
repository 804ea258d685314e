import { describe, expect, it } from "vitest";
import { withOnboardingMark } from "./new-account";

const account = { username: "new_one", name: "New One", email: "new@example.test", gender: "female" as const };

describe("withOnboardingMark", () => {
  it("marks an account made without an age for onboarding, and one with a typed age not", () => {
    expect(withOnboardingMark({ ...account, age: 0 }).onboarding).toBe(true);
    expect(withOnboardingMark({ ...account, age: 31 }).onboarding).toBe(false);
  });

  it("keeps a mark the caller set, and every other value as given", () => {
    expect(withOnboardingMark({ ...account, age: 0, onboarding: false })).toEqual({ ...account, age: 0, onboarding: false });
    expect(withOnboardingMark({ ...account, age: 40, onboarding: true })).toEqual({ ...account, age: 40, onboarding: true });
  });
});
