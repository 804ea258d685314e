import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "@ulfa/contracts/constants";
import { currentDigits, formatCount, formatDecimal, formatDuration, formatLongDate, formatMoney, setDigits } from "./format";

describe("formatCount", () => {
  it.each(LANGUAGES)("writes what Intl writes for every count, its shortcut below 1,000 included (%s)", (lang) => {
    const intl = new Intl.NumberFormat(lang, { numberingSystem: "latn" });
    for (let n = 0; n < 1000; n++) expect(formatCount(n, lang)).toBe(intl.format(n));
    for (const n of [1000, 1234, 99999, -1, -250, 2.5]) expect(formatCount(n, lang)).toBe(intl.format(n));
  });
});

describe("digits and money (issue 31)", () => {
  afterEach(() => setDigits("latn"));

  it("writes every price through Intl in the interface language, the same on every screen", () => {
    expect(formatMoney(4.99, "usd", "en")).toBe("$4.99");
    expect(formatMoney(20, "USD", "en")).toBe("$20.00");
    expect(formatMoney(15, "USD", "en", { whole: true })).toBe("$15");
    const ar = formatMoney(4.99, "USD", "ar");
    const intl = new Intl.NumberFormat("ar", { style: "currency", currency: "USD", numberingSystem: "latn", minimumFractionDigits: 2 }).format(4.99);
    // Isolated left-to-right (LRI ... PDI, no RLM), so an Arabic page never reorders it.
    expect(ar).toBe(`\u2066${intl.replace(/\u200f/g, "")}\u2069`);
    expect(ar).toContain("4.99");
  });

  it("switches every number, date and price to Arabic-Indic digits and back", () => {
    setDigits("arab");
    expect(currentDigits()).toBe("arab");
    expect(formatCount(5, "ar")).toBe("٥");
    expect(formatCount(1234, "en")).toBe("١٬٢٣٤");
    expect(formatMoney(4.99, "USD", "ar")).toContain("٤٫٩٩");
    expect(formatDecimal(3.5, "ar", 1)).toBe("٣٫٥");
    expect(formatDuration(7000, "ar")).toBe("٠:٠٧");
    expect(formatLongDate("2026-11-23T09:33:00Z", "ar")).toMatch(/٢٣.*٢٠٢٦/);
    setDigits("latn");
    expect(formatCount(5, "ar")).toBe("5");
    expect(formatLongDate("2026-11-23T09:33:00Z", "ar")).toMatch(/23.*2026/);
  });
});
