import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@ulfa/contracts";

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language of a new account: what the sign-up page sent, else the browser's Accept-Language
 * (first supported language by preference), else English.
 */
export function signUpLanguage(chosen: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(chosen)) return chosen;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? 1);
      return { lang: tag.trim().toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.lang as Language | undefined) ?? DEFAULT_LANGUAGE;
}
