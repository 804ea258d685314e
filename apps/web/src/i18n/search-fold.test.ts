import { describe, expect, it } from "vitest";
import { filterCountries, foldForSearch } from "./search-fold";
import { nationalityOptions } from "./countries";
import { countryName } from "./places";

describe("the search fold", () => {
  it("ignores case, Latin accents and punctuation", () => {
    expect(foldForSearch("Côte d’Ivoire")).toBe("cote d ivoire");
    expect(foldForSearch("  Guinea-Bissau ")).toBe("guinea bissau");
    expect(foldForSearch("ÅLAND")).toBe("aland");
  });

  it("ignores tashkeel and tatweel, and folds the alef forms, ta marbuta and alef maqsura", () => {
    expect(foldForSearch("مِصْرُ")).toBe("مصر");
    expect(foldForSearch("الســعودية")).toBe(foldForSearch("السعودية"));
    for (const alef of ["أ", "إ", "آ", "ٱ"]) expect(foldForSearch(`${alef}لمانيا`)).toBe("المانيا");
    expect(foldForSearch("السعودية")).toBe("السعوديه");
    expect(foldForSearch("مصطفى")).toBe("مصطفي");
  });
});

describe("the country search", () => {
  const withEnglish = (lang: string) => nationalityOptions(lang).map((o) => ({ ...o, english: countryName(o.code, "en") }));
  const codes = (list: { code: string }[]) => list.map((c) => c.code);

  it("finds a country by its Arabic name, however it is spelt", () => {
    const ar = withEnglish("ar");
    expect(codes(filterCountries(ar, "السعود"))).toEqual(["SA"]);
    // Typed without hamza, with a ta marbuta as ha, with a haraka.
    expect(codes(filterCountries(ar, "الاردن"))).toContain("JO");
    expect(codes(filterCountries(ar, "السعوديه"))).toEqual(["SA"]);
    expect(codes(filterCountries(ar, "مِصر"))).toContain("EG");
  });

  it("finds it by its English name or ISO code in either language", () => {
    expect(codes(filterCountries(withEnglish("ar"), "saudi"))).toEqual(["SA"]);
    expect(codes(filterCountries(withEnglish("en"), "SAUDI"))).toEqual(["SA"]);
    expect(codes(filterCountries(withEnglish("en"), "eg"))).toContain("EG");
    // "eg" is Egypt's code and also inside "Montenegro": both stay.
    expect(codes(filterCountries(withEnglish("ar"), "eg"))).toEqual(expect.arrayContaining(["EG", "ME"]));
    expect(codes(filterCountries(withEnglish("en"), "cote"))).toEqual(["CI"]);
  });

  it("keeps every country for an empty query and none for a query nothing holds", () => {
    const en = withEnglish("en");
    expect(filterCountries(en, "  ")).toHaveLength(en.length);
    expect(filterCountries(en, "zzqx")).toEqual([]);
  });
});
