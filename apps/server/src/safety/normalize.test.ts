import { describe, expect, it } from "vitest";
import { ANY_LETTER, arabicSkeleton, arabiziSkeleton, normalizeText, obfuscatedWordsOf, wordsOf } from "./normalize";

const obfuscated = (text: string) => obfuscatedWordsOf(normalizeText(text));

describe("normalizeText (Arabic)", () => {
  it("folds hamza forms, taa marbuta, alef maqsura, tatweel and diacritics", () => {
    expect(normalizeText("أ إ آ ٱ")).toBe("ا ا ا ا");
    expect(normalizeText("مؤدب سئم")).toBe("مودب سيم");
    expect(normalizeText("حقيرة")).toBe("حقيره");
    expect(normalizeText("مستشفى")).toBe("مستشفي");
    expect(normalizeText("غـــبـي")).toBe("غبي");
    expect(normalizeText("غَبِيٌّ")).toBe("غبي");
  });

  it("drops zero-width characters slipped into a word", () => {
    expect(normalizeText("id\u200Biot")).toBe("idiot");
    expect(normalizeText("id\u034Fi\u2060o\u200Dt\uFE0F")).toBe("idiot");
  });

  it("reads Persian and Urdu letters and Eastern digits as Arabic letters and Latin digits", () => {
    expect(normalizeText("پ چ ژ گ ک ی")).toBe("ب ج ز ك ك ي");
    expect(normalizeText("٠٥٠١٢٣ ۴۵۶")).toBe("050123 456");
  });

  it("folds letters held down, accents and look-alikes", () => {
    expect(normalizeText("salaryyy حرااام")).toBe("salary حرام");
    expect(normalizeText("good all")).toBe("good all");
    expect(normalizeText("ćàfé")).toBe("cafe");
    // Cyrillic а and Greek ω among Latin letters; a Russian word stays Russian.
    expect(normalizeText("s\u0430lary \u03C9hatsapp привет")).toBe("salary whatsapp привет");
  });
});

describe("arabiziSkeleton", () => {
  it("reads Arabic in Latin letters with digits as the Arabic word's consonants", () => {
    expect(arabiziSkeleton("7aram")).toBe(arabicSkeleton(normalizeText("حرام")));
    expect(arabiziSkeleton("3ayb")).toBe(arabicSkeleton(normalizeText("عيب")));
    expect(arabiziSkeleton("5ara")).toBe(arabicSkeleton(normalizeText("خرا")));
  });

  it("leaves plain Latin words alone", () => {
    expect(arabiziSkeleton("club")).toBeNull();
    expect(arabiziSkeleton("2024")).toBeNull();
  });
});

describe("obfuscatedWordsOf", () => {
  it("reads digits and symbols as the Latin letters they stand for", () => {
    expect(obfuscated("you 1d10t")).toEqual(["you", "idiot"]);
    expect(obfuscated("$tup!d")).toEqual(["stupid"]);
  });

  it("reads a masked letter as any letter", () => {
    expect(obfuscated("f*ck")).toEqual([`f${ANY_LETTER}ck`]);
  });

  it("joins letters spaced out, in Latin and in Arabic", () => {
    expect(obfuscated("you are an i d i o t")).toEqual(["you", "are", "an", "idiot"]);
    expect(obfuscated("i.d.i.o.t")).toEqual(["idiot"]);
    expect(obfuscated("انت غ ب ي")).toEqual(["انت", "غبي"]);
  });

  it("keeps punctuation around a word out of it and leaves plain words alone", () => {
    expect(obfuscated("hello!!! #tbt")).toEqual(["hello", "tbt"]);
    expect(obfuscated("I am a cat")).toEqual(["i", "am", "a", "cat"]);
    expect(wordsOf(normalizeText("see you at 7"))).toEqual(["see", "you", "at", "7"]);
  });
});
