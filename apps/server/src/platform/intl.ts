import type { Digits, Language } from "@ulfa/contracts";

/**
 * Numbers in what the server writes to one member (mails, notifications), in their language and
 * their digits (users.digits, issue 31): the same Intl numbering systems as the web app's
 * i18n/format.ts, so a member who reads "٣" in the app reads "٣" in the mail too. A member who never
 * chose (null) gets Latin digits, the default in both languages.
 */
const cache = new Map<string, Intl.NumberFormat>();

export function formatNumber(n: number, lang: Language, digits: Digits | null | undefined): string {
  const numberingSystem = digits ?? "latn";
  const key = `${lang}|${numberingSystem}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, { numberingSystem });
    cache.set(key, f);
  }
  return f.format(n);
}
