/**
 * Folds text so a search forgives how it was typed: case, Latin accents ("cote" finds "Côte"),
 * Arabic tashkeel and tatweel, the alef forms أ إ آ ٱ (all ا), ة (ه) and ى (ي), which Arabic
 * keyboards and spellings mix freely, and punctuation ("guinea bissau" finds "Guinea-Bissau").
 */
export function foldForSearch(text: string): string {
  return (
    text
      // Decomposed, hamza and madda on alef (أ إ آ) and every accent and haraka become separate marks.
      .normalize("NFD")
      .replace(/\p{Mn}/gu, "")
      .replace(/\u0640/g, "") // tatweel
      .replace(/\u0671/g, "\u0627") // alef wasla (no decomposition)
      .replace(/\u0629/g, "\u0647") // ة → ه
      .replace(/\u0649/g, "\u064A") // ى → ي
      .toLowerCase()
      .replace(/[\p{P}\p{S}]/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

export interface SearchableCountry {
  code: string;
  /** Its name in the interface language. */
  name: string;
  /** Its English name: members often know a country by it whatever language the app is in. */
  english: string;
}

/** The countries whose own-language name or English name holds the query, or whose ISO code it is. */
export function filterCountries<T extends SearchableCountry>(list: readonly T[], query: string): T[] {
  const q = foldForSearch(query);
  if (q === "") return [...list];
  return list.filter((c) => c.code.toLowerCase() === q || foldForSearch(c.name).includes(q) || foldForSearch(c.english).includes(q));
}
