import { normalizeText, wordsOf } from "./normalize";

/** A list entry: the words it is made of; `prefix` when it ended with * (its last word may go on). */
interface Pattern {
  words: string[];
  prefix: boolean;
}

/** Arabic clitics written joined to the next word: "and", "so", "with/by", "the" and their pairs. */
const ARABIC_PREFIXES = ["وال", "فال", "بال", "ال", "و", "ف", "ب"];
/** A prefix is only stripped when at least this many letters remain, so short words stay whole. */
const MIN_STEM_LETTERS = 2;

/** The word and, for Arabic, the word without a joined prefix: والغبي also reads as غبي. */
function readingsOf(word: string): string[] {
  const readings = [word];
  for (const prefix of ARABIC_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= MIN_STEM_LETTERS) readings.push(word.slice(prefix.length));
  }
  return readings;
}

function wordMatches(word: string, wanted: string, prefix: boolean): boolean {
  return readingsOf(word).some((reading) => (prefix ? reading.startsWith(wanted) : reading === wanted));
}

/**
 * Finds insults and harassment in a message on whole words (so "class" never matches "ass"), after
 * normalising both sides (normalize.ts). Built once from the lists' lines.
 */
export class WordlistMatcher {
  private readonly patterns: Pattern[];

  constructor(lines: Iterable<string>) {
    const patterns: Pattern[] = [];
    for (const raw of lines) {
      const line = raw.trim();
      if (!line || line.startsWith("#")) continue;
      const prefix = line.endsWith("*");
      const words = wordsOf(normalizeText(prefix ? line.slice(0, -1) : line));
      if (words.length > 0) patterns.push({ words, prefix });
    }
    this.patterns = patterns;
  }

  get size(): number {
    return this.patterns.length;
  }

  /** The first list entry found in the text (its normalised words), or null. */
  find(text: string): string | null {
    const words = wordsOf(normalizeText(text));
    for (const pattern of this.patterns) {
      const last = pattern.words.length - 1;
      for (let start = 0; start + last < words.length; start++) {
        const hit = pattern.words.every((wanted, i) => wordMatches(words[start + i], wanted, pattern.prefix && i === last));
        if (hit) return pattern.words.join(" ");
      }
    }
    return null;
  }

  matches(text: string): boolean {
    return this.find(text) !== null;
  }
}
