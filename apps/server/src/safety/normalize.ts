/**
 * Folds text so that spellings of one word compare equal: Unicode compatibility forms, case, and the
 * Arabic variations a writer may or may not type (diacritics, tatweel, alef and hamza forms, ى/ي,
 * ة/ه); and reads it a second way that undoes the usual disguises of a word (obfuscatedWordsOf):
 * digits and symbols for letters ("1d10t", "$h!t"), a star for a letter ("f*ck") and letters
 * spaced out ("i d i o t", "غ ب ي").
 */

// Harakat, tanween, shadda, sukun, Quranic marks and the superscript alef.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
/** Alef with hamza above or below, madda, wasla: all a bare alef. */
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
/** Hamza on waw and on yaa read as their carrier letter. */
const WAW_HAMZA = /\u0624/g;
const YAA_HAMZA = /\u0626/g;
const ALEF_MAKSURA = /\u0649/g;
const TA_MARBUTA = /\u0629/g;
/** Zero-width characters someone may slip into a word to hide it. */
const INVISIBLE = /[\u200B-\u200F\u2060\uFEFF\u00AD]/g;

/**
 * `keepTaaMarbuta` leaves ة as written, for a reader that must tell it from a joined pronoun ه
 * (matcher.ts, pronoun endings); it folds ة itself once the ending is off.
 */
export function normalizeText(input: string, opts: { keepTaaMarbuta?: boolean } = {}): string {
  const folded = input
    .normalize("NFKC")
    .toLowerCase()
    .replace(INVISIBLE, "")
    .replace(ARABIC_MARKS, "")
    .replace(TATWEEL, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(WAW_HAMZA, "\u0648")
    .replace(YAA_HAMZA, "\u064A")
    .replace(ALEF_MAKSURA, "\u064A");
  return opts.keepTaaMarbuta ? folded : foldTaaMarbuta(folded);
}

export const foldTaaMarbuta = (text: string) => text.replace(TA_MARBUTA, "\u0647");

/** Words of normalised text: runs of letters, digits and joined marks; everything else separates. */
export function wordsOf(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** Stands for any one letter in an obfuscated word ("f*ck"); never produced by normalizeText. */
export const ANY_LETTER = "\u0000";

/** Digits and symbols written for Latin letters. Only read so inside a word that has a Latin letter. */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i", "|": "l" };
const MASKS = new Set(["*", "#"]);
/** A word with its disguises: letters, digits, and the symbols above between or inside them. */
const DISGUISED_WORD = /[\p{L}\p{N}\p{M}@$!|*#]+/gu;
const LATIN = /[a-z]/;
/** A run of at least this many one-letter words is read as one spaced-out word ("i d i o t"). */
const SPACED_MIN = 3;

function undisguise(token: string): string {
  // Trailing "!!!" or a leading "#" is punctuation, not a letter.
  const core = token.replace(/^[!#*|]+|[!#*|]+$/g, "");
  if (!LATIN.test(core)) return core.replace(/[@$!|*#]/g, "");
  let out = "";
  for (const ch of core) out += MASKS.has(ch) ? ANY_LETTER : (LEET[ch] ?? ch);
  return out;
}

/**
 * The words of normalised text with disguises undone: "1d10t" reads idiot, "f*ck" f?ck (? any one
 * letter), "i d i o t" and "i.d.i.o.t" idiot. Arabizi (Arabic in Latin letters and digits: "7mar")
 * is left to the raw words, since its digits stand for Arabic letters, not Latin ones.
 */
export function obfuscatedWordsOf(normalized: string): string[] {
  const tokens = (normalized.match(DISGUISED_WORD) ?? []).map(undisguise).filter((t) => t.length > 0);
  const words: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= SPACED_MIN) words.push(run.join(""));
    else words.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if ([...token].length === 1) run.push(token);
    else {
      flush();
      words.push(token);
    }
  }
  flush();
  return words;
}
