import { describe, expect, it } from "vitest";
import { confirmsDeletion, deletionPhrase } from "./DeleteAccountPage";

describe("account deletion phrase", () => {
  it("is compared case-insensitively and ignores surrounding spaces", () => {
    expect(confirmsDeletion("delete my account")).toBe(true);
    expect(confirmsDeletion("  Delete My ACCOUNT ")).toBe(true);
    expect(confirmsDeletion("delete account")).toBe(false);
    expect(confirmsDeletion("")).toBe(false);
  });

  it("asks Arabic speakers for the Arabic phrase (diacritics and spacing aside), and still takes the English one", () => {
    expect(deletionPhrase("ar")).toBe("احذف حسابي");
    expect(confirmsDeletion("احذف حسابي", "ar")).toBe(true);
    expect(confirmsDeletion("  احذفْ   حسابي ", "ar")).toBe(true);
    expect(confirmsDeletion("delete my account", "ar")).toBe(true);
    expect(confirmsDeletion("احذف", "ar")).toBe(false);
    expect(deletionPhrase("en")).toBe("delete my account");
  });
});
