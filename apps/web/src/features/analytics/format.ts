import { useTranslation } from "react-i18next";
import { formatClock, formatCount } from "../../i18n/format";

/**
 * A country code as a name in the interface language (Intl.DisplayNames): SA shows as
 * "Saudi Arabia" / "السعودية", as the dashboard shows them; anything unknown shows as it is.
 */
export function countryName(code: string, lang: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    const name = new Intl.DisplayNames([lang], { type: "region", fallback: "code" }).of(code);
    return name || code;
  } catch {
    return code;
  }
}

/** HH:mm:ss in the viewer's time zone and language ("last activity time HH:mm:ss"). */
export const clockTime = (iso: string, lang = "en") => formatClock(iso, lang);

/** Country names, numbers (Western digits in both languages) and times for the current language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    country: (code: string) => countryName(code, lang),
    number: (n: number) => formatCount(n, lang),
    time: (iso: string) => clockTime(iso, lang),
  };
}
