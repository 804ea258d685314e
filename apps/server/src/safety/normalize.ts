/**
 * The one text normaliser of every text check (insult lists, hidden words, the trust signals in
 * trust/text-signals.ts). Folds text so that spellings of one word compare equal: Unicode
 * compatibility forms, case, accents and every other combining mark, invisible characters
 * (default-ignorables: zero-width joiners, U+034F, soft hyphen, variation selectors), Latin
 * look-alikes from Cyrillic and Greek, Persian and Urdu letters written for Arabic ones (پ, چ, گ,
 * ک, ی), Arabic-Indic and Persian digits, letters held down ("salaryyy", "حرااام"), and the Arabic
 * variations a writer may or may not type (diacritics, tatweel, alef and hamza forms, ى/ي, ة/ه);
 * and reads it a second way that undoes the usual disguises of a word (obfuscatedWordsOf): digits
 * and symbols for letters ("1d10t", "$h!t"), a star for a letter ("f*ck") and letters spaced out
 * ("i d i o t", "غ ب ي"); and a third way for Arabic written in Latin letters and digits
 * (arabiziSkeleton: "7aram" reads حرام).
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
/**
 * Characters that show nothing, slipped into a word to hide it: Unicode's default-ignorables (zero-
 * width space and joiners, U+034F, soft hyphen, variation selectors, bidi controls) and the
 * invisible Hangul fillers it leaves out.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u200B-\u200F\u2060-\u206F\uFEFF\u00AD\u034F\u3164\uFFA0]/gu;
/** Accents and every other combining mark, once decomposed (NFKD): é is e, أ is ا. */
const COMBINING = /\p{M}/gu;
/** Arabic-Indic (U+0660) and Persian (U+06F0) digits read as Latin ones: phone numbers come in both. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const easternDigit = (d: string) => String((d.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660));

/** Persian and Urdu letters (and the Gulf's ڤ, the Maghreb's ڨ) folded to the Arabic letter a reader takes them for. */
const PERSIAN_TO_ARABIC: Record<string, string> = {
  "\u067E": "\u0628", // پ → ب
  "\u0686": "\u062C", // چ → ج
  "\u0698": "\u0632", // ژ → ز
  "\u06AF": "\u0643", // گ → ك
  "\u06A9": "\u0643", // ک → ك
  "\u06CC": "\u064A", // ی → ي
  "\u06D2": "\u064A", // ے → ي
  "\u06D0": "\u064A", // ې → ي
  "\u06C1": "\u0647", // ہ → ه
  "\u06BE": "\u0647", // ھ → ه
  "\u06D5": "\u0647", // ە → ه
  "\u06C3": "\u0629", // ۃ → ة
  "\u0679": "\u062A", // ٹ → ت
  "\u0688": "\u062F", // ڈ → د
  "\u0691": "\u0631", // ڑ → ر
  "\u06BA": "\u0646", // ں → ن
  "\u06A4": "\u0641", // ڤ → ف
  "\u06A8": "\u0642", // ڨ → ق
};
const PERSIAN_LETTERS = new RegExp(`[${Object.keys(PERSIAN_TO_ARABIC).join("")}]`, "g");

/** Cyrillic and Greek letters drawn like Latin ones (lower case: the text is lowered first). */
const LOOK_ALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
  і: "i", ї: "i", ј: "j", ѕ: "s", ԁ: "d", ԛ: "q", ԝ: "w", һ: "h", ɡ: "g", ı: "i",
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ω: "w", γ: "y", μ: "u",
};
const LOOK_ALIKE_LETTERS = new RegExp(`[${Object.keys(LOOK_ALIKES).join("")}]`, "u");
const LATIN_LETTER = /[a-z]/;
/**
 * A word written in look-alikes: one that mixes them with Latin letters ("wһatsapp"), or is made of
 * them only ("тот" stays Russian unless every letter has a Latin twin: "оk" is ok).
 */
function foldLookAlikes(word: string): string {
  if (!LOOK_ALIKE_LETTERS.test(word)) return word;
  const chars = [...word];
  const allTwins = chars.every((c) => LOOK_ALIKES[c] !== undefined || LATIN_LETTER.test(c));
  if (!allTwins && !chars.some((c) => LATIN_LETTER.test(c))) return word;
  return chars.map((c) => LOOK_ALIKES[c] ?? c).join("");
}
/** Three or more of one letter are one: "salaryyy", "حرااام", "heyyyy". Two stay ("good", "all"). */
const HELD_LETTER = /(\p{L})\1{2,}/gu;

/**
 * `keepTaaMarbuta` leaves ة as written, for a reader that must tell it from a joined pronoun ه
 * (matcher.ts, pronoun endings); it folds ة itself once the ending is off.
 */
export function normalizeText(input: string, opts: { keepTaaMarbuta?: boolean } = {}): string {
  const folded = input
    .replace(INVISIBLE, "")
    .normalize("NFKD")
    .replace(COMBINING, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\p{L}]+/gu, foldLookAlikes)
    .replace(PERSIAN_LETTERS, (c) => PERSIAN_TO_ARABIC[c])
    .replace(EASTERN_DIGITS, easternDigit)
    .replace(ARABIC_MARKS, "")
    .replace(TATWEEL, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(WAW_HAMZA, "\u0648")
    .replace(YAA_HAMZA, "\u064A")
    .replace(ALEF_MAKSURA, "\u064A")
    .replace(HELD_LETTER, "$1");
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

/**
 * Arabic written in Latin letters and digits ("Arabizi": 7 for ح, 3 for ع, 2 for ء, 5 for خ, 6 for
 * ط, 9 for ق), read as the consonants of the Arabic word (arabicSkeleton), so "7aram" and حرام
 * compare equal. Only for a word that has both a Latin letter and one of those digits: that is where
 * it makes sense; a plain English word ("club") is never read as Arabic (كلب).
 */
const ARABIZI_DIGITS: Record<string, string> = { "2": "", "3": "\u0639", "5": "\u062E", "6": "\u062A", "7": "\u062D", "8": "\u063A", "9": "\u0642" };
const ARABIZI_PAIRS: [string, string][] = [
  ["kh", "\u062E"],
  ["gh", "\u063A"],
  ["sh", "\u0634"],
  ["ch", "\u0634"],
  ["th", "\u062A"],
  ["dh", "\u062F"],
];
const ARABIZI_LETTERS: Record<string, string> = {
  b: "\u0628", p: "\u0628", t: "\u062A", j: "\u062C", g: "\u062C", d: "\u062F", r: "\u0631", z: "\u0632", s: "\u0633",
  f: "\u0641", v: "\u0641", q: "\u0642", k: "\u0643", c: "\u0643", l: "\u0644", m: "\u0645", n: "\u0646", h: "\u0647",
};
const ARABIZI_WORD = /^(?=.*[a-z])(?=.*[235-9])[a-z0-9]+$/;

export function arabiziSkeleton(word: string): string | null {
  if (!ARABIZI_WORD.test(word)) return null;
  let rest = word;
  let out = "";
  while (rest.length > 0) {
    const pair = ARABIZI_PAIRS.find(([latin]) => rest.startsWith(latin));
    if (pair) {
      out += pair[1];
      rest = rest.slice(2);
      continue;
    }
    const ch = rest[0];
    // Vowels (and w, y, which Arabizi writes for both vowels and و/ي) say nothing of the skeleton.
    out += ARABIZI_DIGITS[ch] ?? ARABIZI_LETTERS[ch] ?? "";
    rest = rest.slice(1);
  }
  return out;
}

/**
 * The consonants of a normalised Arabic word, with the letters Arabizi writers do not tell apart
 * folded together (ص/س, ط/ت, ض/ذ/د, ظ/ز, ث/ت, ق/ك kept apart): long vowels, hamza and ع-less
 * spellings aside, حرام and 7aram are both حرم.
 */
const SKELETON_FOLDS: Record<string, string> = {
  "\u0635": "\u0633", "\u0637": "\u062A", "\u0636": "\u062F", "\u0630": "\u062F", "\u0638": "\u0632", "\u062B": "\u062A", "\u0629": "\u0647",
};
const SKELETON_DROPS = /[\u0627\u0648\u064A\u0621\u0649]/g;

export function arabicSkeleton(word: string): string {
  return [...word.replace(SKELETON_DROPS, "")].map((c) => SKELETON_FOLDS[c] ?? c).join("");
}

/** Arabic skeletons shorter than this collide with too many words to be compared at all. */
export const SKELETON_MIN = 3;

const LETTER = /\p{L}/u;

/**
 * Every run of one letter as one letter: "salaryy" and "salary", "whatsaap" and "whatsap", for
 * keyword lists. What `word.replace(/(\p{L})\1+/gu, "$1")` does, walked by hand: the text signals
 * call it for every reading of every word of a message in the request path, where that regex (a
 * Unicode class and a back-reference) was a third of their time; most words have no run at all.
 */
export function collapseRepeats(word: string): string {
  let out = "";
  let previous = "";
  let collapsed = false;
  for (const ch of word) {
    if (ch === previous && LETTER.test(ch)) {
      collapsed = true;
      continue;
    }
    out += ch;
    previous = ch;
  }
  return collapsed ? out : word;
}
