import { useTranslation } from "react-i18next";

/**
 * A country code as a name in the interface language (Intl.DisplayNames): SA shows as
 * "Saudi Arabia" / "السعودية", as SPEC.md's examples ask; anything unknown shows as it is.
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

/** HH:mm:ss in the viewer's time zone (SPEC.md: "last activity time HH:mm:ss"). */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Country names, numbers (Western digits in both languages) and times for the current language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const numbers = new Intl.NumberFormat(lang, { numberingSystem: "latn" });
  return {
    country: (code: string) => countryName(code, lang),
    number: (n: number) => numbers.format(n),
    time: clockTime,
  };
}
