import { describe, expect, it } from "vitest";
import { NATIONALITY_CODES, nationalityOptions } from "./countries";

describe("nationality choices", () => {
  it("holds each real country code once, upper case as the API stores it", () => {
    expect(new Set(NATIONALITY_CODES).size).toBe(NATIONALITY_CODES.length);
    expect(NATIONALITY_CODES.length).toBe(244);
    for (const code of NATIONALITY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const notACountry of ["EU", "UN", "XA", "ZZ", "AQ"]) expect(NATIONALITY_CODES).not.toContain(notACountry);
  });

  it("names every country in the interface language and sorts by that language's alphabet", () => {
    const ar = nationalityOptions("ar");
    expect(ar.find((o) => o.code === "EG")?.name).toBe(new Intl.DisplayNames(["ar"], { type: "region" }).of("EG"));
    expect(ar.find((o) => o.code === "PS")?.name).toBe("فلسطين");
    for (const o of ar) expect(o.name, o.code).not.toMatch(/[A-Za-z]/);
    const collator = new Intl.Collator("ar");
    for (let i = 1; i < ar.length; i++) expect(collator.compare(ar[i - 1].name, ar[i].name)).toBeLessThanOrEqual(0);
    const en = nationalityOptions("en");
    expect(en[0].name).toBe("Afghanistan");
    expect(en.find((o) => o.code === "SA")?.name).toBe("Saudi Arabia");
  });
});
