import { describe, expect, it } from "vitest";
import { SITE_DEFAULTS, sampleTextsLeft } from "@ulfa/contracts";

describe("sampleTextsLeft (the admin screen's warning)", () => {
  it("lists every sample text of a fresh install", () => {
    expect(sampleTextsLeft(SITE_DEFAULTS)).toEqual(["privacy", "terms", "companyName", "companyAddress"]);
  });

  it("drops a text once both languages are the operator's own, and ignores whitespace-only differences", () => {
    const settings = {
      ...SITE_DEFAULTS,
      privacy: { ...SITE_DEFAULTS.privacy, en: "Our club's privacy policy.", ar: "سياسة الخصوصية لجمعيتنا." },
      terms: { ...SITE_DEFAULTS.terms, en: `${SITE_DEFAULTS.terms.en}\n\n`, ar: "شروطنا." },
      companyName: { en: "Harbour Club", ar: "نادي الميناء" },
      companyAddress: null,
    };
    expect(sampleTextsLeft(settings)).toEqual(["terms"]);
  });

  it("keeps warning while one language still holds the sample (its readers would read the London company)", () => {
    const settings = { ...SITE_DEFAULTS, privacy: { ...SITE_DEFAULTS.privacy, ar: "سياسة الخصوصية لجمعيتنا." } };
    expect(sampleTextsLeft(settings)).toContain("privacy");
  });
});
