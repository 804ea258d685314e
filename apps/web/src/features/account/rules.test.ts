import { describe, expect, it } from "vitest";
import { confirmsDeletion } from "./DeleteAccountPage";

describe("account deletion phrase", () => {
  it("is compared case-insensitively and ignores surrounding spaces", () => {
    expect(confirmsDeletion("delete my account")).toBe(true);
    expect(confirmsDeletion("  Delete My ACCOUNT ")).toBe(true);
    expect(confirmsDeletion("delete account")).toBe(false);
    expect(confirmsDeletion("")).toBe(false);
  });
});
