import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@ulfa/contracts/constants";
import { formatCount } from "./format";

describe("formatCount", () => {
  it.each(LANGUAGES)("writes what Intl writes for every count, its shortcut below 1,000 included (%s)", (lang) => {
    const intl = new Intl.NumberFormat(lang, { numberingSystem: "latn" });
    for (let n = 0; n < 1000; n++) expect(formatCount(n, lang)).toBe(intl.format(n));
    for (const n of [1000, 1234, 99999, -1, -250, 2.5]) expect(formatCount(n, lang)).toBe(intl.format(n));
  });
});
