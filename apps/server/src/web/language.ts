import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@ulfa/contracts";

const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? "");

/**
 * The language of a first paint: the visitor's own choice (the `ulfa_lang` cookie the language
 * switch sets) wins; otherwise the browser's Accept-Language list, best q first, matched on the
 * primary subtag ("ar-EG" is Arabic). Hand-written because the negotiators on npm compare whole
 * tags or encodings, and this is a dozen lines.
 */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
