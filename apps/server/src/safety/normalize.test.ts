import { describe, expect, it } from "vitest";
import { ANY_LETTER, normalizeText, obfuscatedWordsOf, wordsOf } from "./normalize";

const obfuscated = (text: string) => obfuscatedWordsOf(normalizeText(text));

describe("normalizeText (Arabic)", () => {
  it("folds hamza forms, taa marbuta, alef maqsura, tatweel and diacritics", () => {
    expect(normalizeText("أإآٱ")).toBe("اااا");
    expect(normalizeText("مؤدب سئم")).toBe("مودب سيم");
    expect(normalizeText("حقيرة")).toBe("حقيره");
    expect(normalizeText("مستشفى")).toBe("مستشفي");
    expect(normalizeText("غـــبـي")).toBe("غبي");
    expect(normalizeText("غَبِيٌّ")).toBe("غبي");
  });

  it("drops zero-width characters slipped into a word", () => {
    expect(normalizeText("id\u200Biot")).toBe("idiot");
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
