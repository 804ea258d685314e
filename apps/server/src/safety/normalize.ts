/**
 * Folds text so that spellings of one word compare equal: Unicode compatibility forms, case, and the
 * Arabic variations a writer may or may not type (diacritics, tatweel, alef forms, ى/ي, ة/ه).
 */

// Harakat, tanween, shadda, sukun, Quranic marks and the superscript alef.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const ALEF_MAKSURA = /\u0649/g;
const TA_MARBUTA = /\u0629/g;

export function normalizeText(input: string): string {
  return input
    .normalize("NFKC")
    .toLowerCase()
    .replace(ARABIC_MARKS, "")
    .replace(TATWEEL, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(ALEF_MAKSURA, "\u064A")
    .replace(TA_MARBUTA, "\u0647");
}

/** Words of normalised text: runs of letters, digits and joined marks; everything else separates. */
export function wordsOf(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}
