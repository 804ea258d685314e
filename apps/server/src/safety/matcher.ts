import { ANY_LETTER, SKELETON_MIN, arabicSkeleton, arabiziSkeleton, foldTaaMarbuta, normalizeText, obfuscatedWordsOf, wordsOf } from "./normalize";

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** A list entry: the words it is made of; `prefix` when it ended with * (its last word may go on). */
interface Pattern {
  words: string[];
  prefix: boolean;
}

/** Arabic clitics written joined to the next word: "and", "so", "with/by", "the" and their pairs. */
const ARABIC_PREFIXES = ["وال", "فال", "بال", "ال", "و", "ف", "ب"];
/** A prefix is only stripped when at least this many letters remain, so short words stay whole. */
const MIN_STEM_LETTERS = 2;

/**
 * Arabic pronouns written joined to the end of a word (normalised: كِ is ك): "your", "his", "her",
 * "their", "our", "my". راتبك, راتبها and راتبهم all read راتب. Longest first.
 */
const ARABIC_PRONOUN_ENDINGS = ["كما", "هما", "هم", "هن", "كم", "كن", "نا", "ها", "ك", "ه", "ي"];
/**
 * An ending is only taken off when at least this many letters remain: a two-letter entry would
 * otherwise match many unrelated longer words.
 */
const MIN_STEM_BEFORE_ENDING = 3;
const TAA = "\u062A";
const HAA = "\u0647";

/**
 * The word without a joined pronoun ending. Read from text that kept ة (normalizeText's
 * keepTaaMarbuta), so كتابة ("writing") is not taken for كتاب + ه ("his book"); a ة written as ت
 * before the ending (حفلتك, "your party") is read back as حفلة.
 */
function withoutEndings(word: string): string[] {
  const stems: string[] = [];
  for (const ending of ARABIC_PRONOUN_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_STEM_BEFORE_ENDING) continue;
    const stem = word.slice(0, -ending.length);
    stems.push(stem);
    if (stem.endsWith(TAA)) stems.push(stem.slice(0, -1) + HAA);
  }
  return stems;
}

/**
 * The word and, for Arabic, the word without a joined prefix: والغبي also reads as غبي; with
 * `endings`, also without a joined pronoun at its end (the word then comes with ة unfolded).
 */
function readingsOf(word: string, endings: boolean): string[] {
  const readings = [word];
  for (const prefix of ARABIC_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= MIN_STEM_LETTERS) readings.push(word.slice(prefix.length));
  }
  if (!endings) return readings;
  return [...readings, ...readings.flatMap(withoutEndings)].map(foldTaaMarbuta);
}

/** `reading` equals `wanted` (or starts with it for a prefix entry); a masked letter (f*ck) matches any letter. */
function spells(reading: string, wanted: string, prefix: boolean): boolean {
  if (!reading.includes(ANY_LETTER)) return prefix ? reading.startsWith(wanted) : reading === wanted;
  const have = [...reading];
  const want = [...wanted];
  if (prefix ? have.length < want.length : have.length !== want.length) return false;
  // A word that is all masks ("****") says nothing: at least one real letter must agree.
  if (have.slice(0, want.length).every((c) => c === ANY_LETTER)) return false;
  return want.every((c, i) => have[i] === ANY_LETTER || have[i] === c);
}


function parse(line: string): Pattern | null {
  const prefix = line.endsWith("*");
  const words = wordsOf(normalizeText(prefix ? line.slice(0, -1) : line));
  return words.length > 0 ? { words, prefix } : null;
}

/**
 * Where each pattern occurs in a text's words, given as each word's readings (readingsOf): [start,
 * end) spans. The readings are worked out once per text, not once per pattern: a message is read
 * against every entry of the lists in the request path.
 */
function spansOf(pattern: Pattern, words: string[][]): [number, number][] {
  const spans: [number, number][] = [];
  const last = pattern.words.length - 1;
  for (let start = 0; start + last < words.length; start++) {
    if (pattern.words.every((wanted, i) => words[start + i].some((reading) => spells(reading, wanted, pattern.prefix && i === last)))) spans.push([start, start + last + 1]);
  }
  return spans;
}

/**
 * Finds listed words and phrases in a message on whole words (so "class" never matches "ass"), after
 * normalising both sides (normalize.ts), in the text as written and with its disguises undone
 * ("1d10t", "f*ck", "i d i o t"). Lines starting with ! are harmless phrases: a hit inside one of
 * them does not count ("!ugly sweater" keeps "ugly sweater party" from being taken for an insult).
 * Built once from the lines of a list (the shipped safety lists, or a member's hidden words).
 * With `pronounEndings` (hidden words), an entry also matches the word with a joined Arabic pronoun
 * at its end (راتب: راتبك, راتبها); the safety lists go without, since "my dog" (كلبي) is no insult.
 */
export class WordlistMatcher {
  private readonly patterns: Pattern[];
  private readonly harmless: Pattern[];
  private readonly endings: boolean;
  /** One-word Arabic entries by their consonants, for words written in Arabizi ("7aram": حرام). */
  private readonly skeletons = new Map<string, string>();
  /**
   * Entries (their places in `patterns`) by their first word, for those whose first word must be
   * spelled out in full; the one-word prefix entries ("idiot*") in `prefixEntries`. A text is then
   * compared with the entries its words can start, not with every entry of the lists.
   */
  private readonly byFirstWord = new Map<string, number[]>();
  private readonly prefixEntries: number[] = [];

  constructor(lines: Iterable<string>, opts: { pronounEndings?: boolean } = {}) {
    this.endings = opts.pronounEndings ?? false;
    const patterns: Pattern[] = [];
    const harmless: Pattern[] = [];
    for (const raw of lines) {
      const line = raw.trim();
      if (!line || line.startsWith("#")) continue;
      const isHarmless = line.startsWith("!");
      const pattern = parse(isHarmless ? line.slice(1) : line);
      if (pattern) (isHarmless ? harmless : patterns).push(pattern);
    }
    this.patterns = patterns;
    this.harmless = harmless;
    patterns.forEach((pattern, at) => {
      if (pattern.prefix && pattern.words.length === 1) return void this.prefixEntries.push(at);
      const [first] = pattern.words;
      this.byFirstWord.set(first, [...(this.byFirstWord.get(first) ?? []), at]);
    });
    for (const pattern of patterns) {
      const [word] = pattern.words;
      if (pattern.words.length !== 1 || !ARABIC_LETTER.test(word)) continue;
      const skeleton = arabicSkeleton(foldTaaMarbuta(word));
      if ([...skeleton].length >= SKELETON_MIN) this.skeletons.set(skeleton, word);
    }
  }

  get size(): number {
    return this.patterns.length;
  }

  /** The first list entry found in the text (its normalised words), or null. */
  find(text: string): string | null {
    // Pronoun endings are read before ة is folded (withoutEndings); readingsOf folds it after.
    const normalized = normalizeText(text, { keepTaaMarbuta: this.endings });
    for (const list of [wordsOf(normalized), obfuscatedWordsOf(normalized)]) {
      const words = list.map((word) => readingsOf(word, this.endings));
      const excused = this.harmless.flatMap((pattern) => spansOf(pattern, words));
      // In the lists' order, so the entry answered is the one listed first, as when all were tried.
      for (const at of this.candidates(words)) {
        const pattern = this.patterns[at];
        const hit = spansOf(pattern, words).find(([start, end]) => !excused.some(([from, to]) => from <= start && end <= to));
        if (hit) return pattern.words.join(" ");
      }
    }
    if (this.skeletons.size > 0) {
      for (const word of wordsOf(normalized)) {
        const skeleton = arabiziSkeleton(word);
        const entry = skeleton && [...skeleton].length >= SKELETON_MIN ? this.skeletons.get(skeleton) : undefined;
        if (entry) return entry;
      }
    }
    return null;
  }

  /**
   * The entries that can occur in these words (each word's readings), in the lists' order: those
   * starting with one of the readings, the prefix entries, and every entry when a reading has a
   * masked letter ("f*ck"), which may spell any word.
   */
  private candidates(words: string[][]): number[] {
    const found = new Set(this.prefixEntries);
    for (const readings of words) {
      for (const reading of readings) {
        if (reading.includes(ANY_LETTER)) return this.patterns.map((_, at) => at);
        for (const at of this.byFirstWord.get(reading) ?? []) found.add(at);
      }
    }
    return [...found].sort((a, b) => a - b);
  }

  matches(text: string): boolean {
    return this.find(text) !== null;
  }
}
