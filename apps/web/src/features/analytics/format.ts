import { useTranslation } from "react-i18next";

/**
 * Country codes as names in the interface language (Intl.DisplayNames): SA shows as
 * "Saudi Arabia" / "المملكة العربية السعودية", as SPEC.md's examples ask; an unknown code
 * shows as it is.
 */
export function useFormatters() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: "region" });
  } catch {
    names = null;
  }
  const numbers = new Intl.NumberFormat(lang, { numberingSystem: "latn" });
  return {
    country(code: string): string {
      if (!/^[A-Z]{2}$/.test(code)) return code;
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    },
    number: (n: number) => numbers.format(n),
    /** HH:mm:ss in the viewer's time zone (SPEC.md: "last activity time HH:mm:ss"). */
    time(iso: string): string {
      const d = new Date(iso);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    },
  };
}
