import { describe, expect, it } from "vitest";
import { PUSH_TEXTS } from "./texts";

describe("push texts in Arabic", () => {
  it("follow the sender's gender", () => {
    const ar = PUSH_TEXTS.ar;
    expect(ar.message("ليلى", null, "photo", "female").body).toBe("أرسلت إليك صورة");
    expect(ar.message("عمر", null, "voice", "male").body).toBe("أرسل إليك رسالة صوتية");
    expect(ar.superLike("ليلى", "female").body).toContain("أرسلت إليك");
    expect(ar.superLike("عمر", "male").body).toMatch(/^أرسل إليك/);
    // A preview is the sender's own words, left as they are.
    expect(ar.message("ليلى", "مرحبًا", "text", "female").body).toBe("مرحبًا");
  });
});
