import { describe, expect, it } from "vitest";
import { pickLanguage } from "./language";

describe("pickLanguage", () => {
  it("takes the visitor's saved choice over the browser's list", () => {
    expect(pickLanguage("ar", "en-GB,en;q=0.9")).toBe("ar");
    expect(pickLanguage("en", "ar")).toBe("en");
  });

  it("falls back to the best supported Accept-Language entry, by q then by order", () => {
    expect(pickLanguage(undefined, "ar-EG,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(pickLanguage(undefined, "fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.4")).toBe("ar");
    expect(pickLanguage(undefined, "en;q=0.3, ar;q=0.7")).toBe("ar");
    expect(pickLanguage(undefined, "de, en")).toBe("en");
  });

  it("ignores unknown cookies, q=0 and garbage, and defaults to English", () => {
    expect(pickLanguage("xx", "ar;q=0, fr")).toBe("en");
    expect(pickLanguage(undefined, undefined)).toBe("en");
    expect(pickLanguage(undefined, ";;,,q=")).toBe("en");
  });
});
