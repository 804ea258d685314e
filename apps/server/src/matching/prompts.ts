/**
 * What two members' prompt answers share (issue 33): the same prompts answered, and the same
 * meaningful words used. Words are compared lower-cased, letters only; short words and the most
 * common English and Arabic ones say nothing about a person and are left out.
 */
export interface PromptFacts {
  prompts?: { promptId: string; answer: string }[];
}

/** Words shorter than this (in letters) are skipped: "the", "and", "في", "من". */
const MIN_WORD = 4;
const STOP_WORDS = new Set([
  "that", "this", "with", "have", "from", "your", "what", "when", "they", "them", "their", "there", "would", "about", "like",
  "just", "very", "really", "into", "more", "some", "than", "then", "also", "being", "been", "were", "will", "always", "everyone",
  "الذي", "التي", "الذين", "هذا", "هذه", "ذلك", "تلك", "على", "إلى", "عندما", "كانت", "يكون", "تكون", "لكن", "ولكن", "أيضا", "أيضًا",
  "حتى", "بعد", "قبل", "بين", "كثيرا", "كثيرًا", "جدا", "جدًا", "دائما", "دائمًا", "معها", "معه",
]);

export function promptWords(facts: PromptFacts): Set<string> {
  const words = new Set<string>();
  for (const p of facts.prompts ?? []) {
    for (const raw of p.answer.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []) {
      // Arabic diacritics (harakat) and tatweel do not change a word.
      const word = raw.replace(/[\u064B-\u065F\u0640]/g, "");
      if ([...word].length >= MIN_WORD && !STOP_WORDS.has(word)) words.add(word);
    }
  }
  return words;
}

/** The words both used (sorted, at most `max`) and how many prompts both answered. */
export function promptOverlap(a: PromptFacts, b: PromptFacts, max = 3): { words: string[]; samePrompts: number } {
  const wb = promptWords(b);
  const words = [...promptWords(a)].filter((w) => wb.has(w)).sort().slice(0, max);
  const ids = new Set((b.prompts ?? []).map((p) => p.promptId));
  return { words, samePrompts: (a.prompts ?? []).filter((p) => ids.has(p.promptId)).length };
}
